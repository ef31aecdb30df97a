import CourseKit
import Lesson_observables
import Marbles
import RxCore
import RxTestCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.numbers, Exercises.letters]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    /// Numbers at a steady pace: the learner writes them down as recorded events.
    public static let numbers = Exercise(
        id: "observables-numbers",
        name: "Numbers",
        shown: numbersScenario([1, 2, 3, 4, 5, 6], start: 2, period: 3),
        variants: Variants { random in
            let values = (0..<random.int(in: 4...7)).map { _ in random.int(in: 0...9) }
            // Variant 1 starts at 1 or 3, variant 2 ticks every 2 or 4: a `start` or a `period`
            // written as the shown 2 or 3 fails every grading.
            let start = random.inTurn([random.pick([1, 3]), random.int(in: 1...3), random.int(in: 1...3)])
            let period = random.inTurn([random.int(in: 2...4), random.pick([2, 4]), random.int(in: 2...4)])
            return numbersScenario(values, start: start, period: period)
        }
    )

    /// A plan of letters ending in an error: the learner books every step with create.
    public static let letters = Exercise(
        id: "observables-letters",
        name: "Letters",
        shown: lettersScenario([(2, "a"), (5, "b"), (8, "a"), (11, "a"), (14, "a"), (18, "d")], failAt: 22),
        variants: Variants { random in
            var tick = random.int(in: 1...3)
            var plan: [(Int, String)] = []
            for _ in 0..<random.int(in: 4...7) {
                plan.append((tick, random.pick(["a", "b", "c", "d", "x"])))
                tick += random.int(in: 2...4)
            }
            return lettersScenario(plan, failAt: tick + random.int(in: 0...2))
        }
    )

    /// `values` from tick `start`, one every `period` ticks, completed a period after the last.
    static func numbersScenario(_ values: [Int], start: Int, period: Int) -> Scenario {
        let timed = values.enumerated().map { (start + period * $0.offset, String($0.element)) }
        return Scenario(
            NumbersInputs(values: values, start: start, period: period),
            expected: Expectation(diagram: .of(timed, completed: start + period * values.count))
        )
    }

    static func lettersScenario(_ plan: [(Int, String)], failAt end: Int) -> Scenario {
        Scenario(
            LettersInputs(ticks: plan.map(\.0), letters: plan.map(\.1), failAt: end),
            expected: Expectation(diagram: .of(plan, failed: end))
        )
    }
}
