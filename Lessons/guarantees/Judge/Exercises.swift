import CourseKit
import Lesson_guarantees
import Marbles
import RxCore
import RxTestCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.requestNextTap, Exercises.firstTwo]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let requestNextTap = Exercise(
        id: "guarantees-one-at-a-time",
        name: "RequestNextTap",
        shown: requestNextTapScenario(taps: 3),
        variants: Variants { random in requestNextTapScenario(taps: random.int(in: 4...7)) }
    )

    public static let firstTwo = Exercise(
        id: "guarantees-first-two",
        name: "FirstTwo",
        shown: firstTwoScenario([(2, 1), (4, 2), (6, 3), (8, 4), (10, 5)]),
        variants: Variants { random in
            let ticks = random.ticks(5, in: 1...14)
            return firstTwoScenario(ticks.map { ($0, random.int(in: 1...9)) })
        },
        rules: OperatorRules(require: ["create"], forbid: ["take"])
    )

    /// Taps 1 to `taps`, each handled whole before the next starts.
    static func requestNextTapScenario(taps: Int) -> Scenario {
        Scenario(RequestNextTapInputs(taps: taps),
                 expected: Expectation(output: (1...taps).map { "started \($0)\nended \($0)" }.joined(separator: "\n")))
    }

    /// A source that goes on; the result is its first two numbers, completing with the second.
    static func firstTwoScenario(_ source: [(Int, Int)]) -> Scenario {
        let values = source.map { ($0.0, "\($0.1)") }
        return Scenario(FirstTwoInputs(source: Diagram(MarbleDiagram.of(values))),
                        expected: Expectation(diagram: .of(Array(values.prefix(2)), completed: values[1].0)))
    }
}
