import Foundation
import CourseKit
import Lesson_http
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.pageText, Exercises.pageOrGiveUp]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let pageText = Exercise(
        id: "http-status",
        name: "PageText",
        shown: pageTextScenario(found: "Pizza", missing: "Pizzza", latency: 5),
        variants: Variants { random in
            let found = random.pick(["Pasta", "Soup", "Salad", "Tea"])
            return pageTextScenario(found: found, missing: found + random.pick(["x", "s", "zz"]), latency: random.int(in: 2...7))
        },
        rules: OperatorRules(require: ["rx.response"], forbid: ["rx.data", "rx.json"]),
        allowedImports: ["Foundation"]
    )

    public static let pageOrGiveUp = Exercise(
        id: "http-give-up",
        name: "PageOrGiveUp",
        shown: giveUpScenario(latency: 8),
        variants: Variants { random in giveUpScenario(latency: random.pick([1, 2, 4, 5, 6, 9])) },
        rules: OperatorRules(require: ["timeout"])
    )

    /// A page that exists, then one that does not: its text after the latency, then the 404
    /// as an error one latency later.
    static func pageTextScenario(found: String, missing: String, latency: Int) -> Scenario {
        Scenario(PageTextInputs(found: found, missing: missing, latency: latency),
                 expected: Expectation(diagram: .of([(latency, found)], failed: 2 * latency)))
    }

    /// The page answers after `latency` ticks; waiting more than 3 gives up with an error at
    /// tick 3 and cancels the request, a quicker answer passes through.
    static func giveUpScenario(latency: Int) -> Scenario {
        let request = "#1 GET /page?name=Pizza t=0 → "
        let expected = latency < 3
            ? Expectation(diagram: .of([(latency, "Pizza")], completed: latency), output: request + "200 t=\(latency)", subscriptionsEnd: true)
            : Expectation(diagram: .of([], failed: 3), output: request + "cancelled t=3", subscriptionsEnd: true)
        return Scenario(PageOrGiveUpInputs(latency: latency), expected: expected)
    }
}
