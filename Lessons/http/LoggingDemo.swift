import CourseKit
import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The document's `Logging.URLRequests` filter, `URLSession.rx.shouldLogRequest` in RxCocoa 6.
let loggingHTTPTraffic = Demo(
    id: "logging",
    documented: ""
) { play in
    let network = fakeWikipedia(play)
    network.route("/static/pizza.jpg") { _ in .init(statusCode: 200, body: "JPEG", latency: .milliseconds(200)) }
    let saved = FakeNetwork.rx.shouldLogRequest
    defer { FakeNetwork.rx.shouldLogRequest = saved }
    // Log API calls only; images are too many to read. (The document: Logging.URLRequests.)
    FakeNetwork.rx.shouldLogRequest = { url in url.path.hasPrefix("/w/") }

    let bag = DisposeBag()
    let image = URL(string: "http://en.wikipedia.org/static/pizza.jpg")!
    for (name, url) in [("Pizza", pizzaURL), ("Pizzza", misspeltURL), ("image", image)] {
        play.probe(name, network.rx.loggedResponse(url: url).map(\.response.statusCode))
            .subscribe()
            .disposed(by: bag)
    }
    play.sleep(1.0)
    network.log.forEach { play.print($0) }
}
