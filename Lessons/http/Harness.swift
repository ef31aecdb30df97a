import CourseKit
import Foundation
import LessonKit
import RxCocoaKit
import RxCore

/// The exercises' server: `/page?name=N` answers 200 with the text `N` when N is one of
/// `pages`, and 404 with `missing` otherwise.
private func pageServer(_ play: Playground, latency: RxTimeInterval, pages: Set<String> = ["Pizza"]) -> FakeNetwork {
    MainThread.use(play.scheduler)
    let network = FakeNetwork(scheduler: play.scheduler, latency: latency)
    network.route("/page") { query in
        pages.contains(query["name"] ?? "") ? .init(statusCode: 200, body: query["name"] ?? "") : .init(statusCode: 404, body: "missing")
    }
    return network
}

private func page(_ name: String) -> URL { URL(string: "http://example.org/page?name=\(name)")! }

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let pageText = ExerciseHarness { (attempt: (FakeNetwork, URL) -> Observable<String>, play, inputs: PageTextInputs) in
        let network = pageServer(play, latency: Tick.interval(inputs.latency), pages: [inputs.found])
        play.record("result", attempt(network, page(inputs.found)).concat(attempt(network, page(inputs.missing))))
    }

    public static let pageOrGiveUp = ExerciseHarness { (attempt: (Observable<String>, SchedulerType) -> Observable<String>, play, inputs: PageOrGiveUpInputs) in
        let network = pageServer(play, latency: Tick.interval(inputs.latency))
        let request = network.rx.data(url: page("Pizza")).map { String(decoding: $0, as: UTF8.self) }
        let page = attempt(request, play.scheduler)
        play.record("result", page)
        play.at(12) { network.log.forEach { play.print($0) } }
    }
}

/// What PageText is given: a scenario's inputs, made by the judge.
public struct PageTextInputs: ScenarioInputs {
    public let found: String
    public let missing: String
    public let latency: Int

    public init(found: String, missing: String, latency: Int) {
        self.found = found
        self.missing = missing
        self.latency = latency
    }
}

/// What PageOrGiveUp is given: a scenario's inputs, made by the judge.
public struct PageOrGiveUpInputs: ScenarioInputs {
    public let latency: Int

    public init(latency: Int) {
        self.latency = latency
    }
}
