import CourseKit
import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// Which layer turns what into an error: rx.response, rx.data, rx.json.
let responseErrorBranches = Demo(
    id: "response-errors",
    documented: ""
) { play in
    let network = fakeWikipedia(play)
    let notJSON = URL(string: "http://en.wikipedia.org/robots.txt")!
    network.route("/robots.txt") { _ in .init(statusCode: 200, body: "User-agent: *") }
    let bag = DisposeBag()
    // The error's case (the NSError text inside a deserializationError differs by platform).
    func kind(of error: Error) -> String {
        switch error {
        case RxCocoaURLError.httpRequestFailed(let response, _): return "httpRequestFailed (status \(response.statusCode))"
        case RxCocoaURLError.deserializationError: return "deserializationError"
        default: return "\(error)"
        }
    }
    func show<Element>(_ name: String, _ source: Observable<Element>, _ describe: @escaping (Element) -> String) {
        play.probe(name, source)
            .subscribe(onNext: { play.print("\(name): next \(describe($0))") },
                       onError: { play.print("\(name): error \(kind(of: $0))") },
                       onCompleted: { play.print("\(name): completed") })
            .disposed(by: bag)
    }
    show("response 404", network.rx.response(url: misspeltURL)) { "status \($0.response.statusCode)" }
    play.sleep(1)
    show("data 404", network.rx.data(url: misspeltURL)) { "\($0.count) bytes" }
    play.sleep(1)
    show("json 200", network.rx.json(url: notJSON)) { "\($0)" }
    play.sleep(1)
}
