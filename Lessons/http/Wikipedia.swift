import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The document's request: the Wikipedia page about pizza, as JSON.
let pizzaURL = URL(string: "http://en.wikipedia.org/w/api.php?action=parse&page=Pizza&format=json")!
/// The same request with a typo in the page name: the fake server answers 404.
let misspeltURL = URL(string: "http://en.wikipedia.org/w/api.php?action=parse&page=Pizzza&format=json")!

/// A pretend en.wikipedia.org on RxCocoaKit's FakeNetwork, answering on the playground's
/// clock: the Pizza page (200, a one-key JSON body so it prints the same every run), a 404
/// for any other page. Nothing leaves the process.
func fakeWikipedia(_ play: Playground, latency: RxTimeInterval = .milliseconds(500)) -> FakeNetwork {
    MainThread.use(play.scheduler)
    let network = FakeNetwork(scheduler: play.scheduler, latency: latency)
    network.route("/w/api.php") { query in
        query["page"] == "Pizza"
            ? .json(#"{"parse":{"title":"Pizza"}}"#)
            : .json(#"{"error":{"code":"missingtitle"}}"#, statusCode: 404)
    }
    return network
}
