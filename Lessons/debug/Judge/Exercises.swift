import CourseKit
import Lesson_debug
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.myDebug, Exercises.openScreen]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let myDebug = Exercise(
        id: "debug-my-debug",
        name: "MyDebug",
        shown: myDebugScenario(identifier: "probe", values: [(2, 1), (4, 2)], end: 5),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 1...5), in: 1...15)
            return myDebugScenario(identifier: random.pick(["tap", "search", "timer", "x"]),
                                   values: ticks.map { ($0, random.int(in: 0...9)) }, end: ticks.last! + random.int(in: 1...3))
        },
        rules: OperatorRules(forbid: ["debug", "do"])
    )

    public static let openScreen = Exercise(
        id: "debug-fix-the-leak",
        name: "OpenScreen",
        shown: openScreenScenario(period: 2, closedAt: 5),
        variants: Variants { random in
            let period = random.int(in: 2...4)
            return openScreenScenario(period: period, closedAt: period * random.int(in: 2...5) + 1)
        }
    )

    /// The source passes unchanged, and every step of its life is logged under `identifier`.
    static func myDebugScenario(identifier: String, values: [(Int, Int)], end: Int) -> Scenario {
        let events = values.map { ($0.0, "\($0.1)") }
        let log = ["subscribed \(identifier)"] + values.map { "event \(identifier) next(\($0.1))" }
            + ["event \(identifier) completed", "disposing \(identifier)"]
        return Scenario(MyDebugInputs(identifier: identifier, source: Diagram(MarbleDiagram.of(events, completed: end))),
                        expected: Expectation(diagram: .of(events, completed: end), output: log.joined(separator: "\n")))
    }

    /// A screen shows a number every `period` ticks until it closes at `closedAt`, when its bag
    /// goes away: the subscription must end with it.
    static func openScreenScenario(period: Int, closedAt: Int) -> Scenario {
        let values = (1...8).prefix { $0 * period < closedAt }.map { ($0 * period, "\($0 - 1)") }
        return Scenario(OpenScreenInputs(period: period, closedAt: closedAt),
                        expected: Expectation(diagram: .of(values, disposed: closedAt), subscriptionsEnd: true))
    }
}
