import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The exercises' server: `/page?name=Pizza` answers 200 with the text `Pizza` after 5 ticks,
/// any other name 404 with `missing`.
private func pageServer(_ play: Playground, latency: RxTimeInterval) -> FakeNetwork {
    MainThread.use(play.scheduler)
    let network = FakeNetwork(scheduler: play.scheduler, latency: latency)
    network.route("/page") { query in
        query["name"] == "Pizza" ? .init(statusCode: 200, body: "Pizza") : .init(statusCode: 404, body: "missing")
    }
    return network
}

private let pizzaPage = URL(string: "http://example.org/page?name=Pizza")!
private let missingPage = URL(string: "http://example.org/page?name=Pizzza")!

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let pageText = ExerciseHarness(Exercise(
        id: "http-status",
        name: "PageText",
        expected: Expectation(marbles: "-----Pizza#")
    )) { (attempt: (FakeNetwork, URL) -> Observable<String>, play) in
        let network = pageServer(play, latency: .seconds(5))
        play.record("result", attempt(network, pizzaPage).concat(attempt(network, missingPage)))
    }

    public static let pageOrGiveUp = ExerciseHarness(Exercise(
        id: "http-give-up",
        name: "PageOrGiveUp",
        expected: Expectation(marbles: "---#", output: "#1 GET /page?name=Pizza t=0 → cancelled t=3", subscriptionsEnd: true)
    )) { (attempt: (Observable<String>, SchedulerType) -> Observable<String>, play) in
        let network = pageServer(play, latency: .seconds(8))
        let request = network.rx.data(url: pizzaPage).map { String(decoding: $0, as: UTF8.self) }
        let page = attempt(request, play.scheduler)
        play.record("result", page)
        play.at(10) { network.log.forEach { play.print($0) } }
    }
}
