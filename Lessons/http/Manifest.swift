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

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let pageText = ExerciseHarness(Exercise(
        id: "http-status",
        name: "PageText",
        shown: pageTextScenario(found: "Pizza", missing: "Pizzza", latency: 5),
        variants: Variants { random in
            let found = random.pick(["Pasta", "Soup", "Salad", "Tea"])
            return pageTextScenario(found: found, missing: found + random.pick(["x", "s", "zz"]), latency: random.int(in: 2...7))
        },
        rules: OperatorRules(require: ["rx.response"], forbid: ["rx.data", "rx.json"]),
        allowedImports: ["Foundation"]
    )) { (attempt: (FakeNetwork, URL) -> Observable<String>, play, scenario) in
        let network = pageServer(play, latency: Tick.interval(scenario.number("latency")), pages: [scenario["found"]])
        play.record("result", attempt(network, page(scenario["found"])).concat(attempt(network, page(scenario["missing"]))))
    }

    /// A page that exists, then one that does not: its text after the latency, then the 404
    /// as an error one latency later.
    static func pageTextScenario(found: String, missing: String, latency: Int) -> Scenario {
        Scenario(["found": found, "missing": missing, "latency": "\(latency)"],
                 expected: Expectation(diagram: .of([(latency, found)], failed: 2 * latency)))
    }

    public static let pageOrGiveUp = ExerciseHarness(Exercise(
        id: "http-give-up",
        name: "PageOrGiveUp",
        shown: giveUpScenario(latency: 8),
        variants: Variants { random in giveUpScenario(latency: random.pick([1, 2, 4, 5, 6, 9])) },
        rules: OperatorRules(require: ["timeout"])
    )) { (attempt: (Observable<String>, SchedulerType) -> Observable<String>, play, scenario) in
        let network = pageServer(play, latency: Tick.interval(scenario.number("latency")))
        let request = network.rx.data(url: page("Pizza")).map { String(decoding: $0, as: UTF8.self) }
        let page = attempt(request, play.scheduler)
        play.record("result", page)
        play.at(12) { network.log.forEach { play.print($0) } }
    }

    /// The page answers after `latency` ticks; waiting more than 3 gives up with an error at
    /// tick 3 and cancels the request, a quicker answer passes through.
    static func giveUpScenario(latency: Int) -> Scenario {
        let request = "#1 GET /page?name=Pizza t=0 → "
        let expected = latency < 3
            ? Expectation(diagram: .of([(latency, "Pizza")], completed: latency), output: request + "200 t=\(latency)", subscriptionsEnd: true)
            : Expectation(diagram: .of([], failed: 3), output: request + "cancelled t=3", subscriptionsEnd: true)
        return Scenario(["latency": "\(latency)"], expected: expected)
    }
}
