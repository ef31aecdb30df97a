import LessonKit
import Marbles
import RxCore
import RxTestCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    /// Numbers at a steady pace: the learner writes them down as recorded events.
    public static let numbers = ExerciseHarness(Exercise(
        id: "observables-numbers",
        name: "Numbers",
        shown: numbersScenario([1, 2, 3, 4, 5, 6], start: 2, period: 3),
        variants: Variants { random in
            let values = (0..<random.int(in: 4...7)).map { _ in random.int(in: 0...9) }
            return numbersScenario(values, start: random.int(in: 1...3), period: random.int(in: 2...4))
        }
    )) { (attempt: ([Int], Int, Int, TestScheduler) -> Observable<Int>, play, scenario) in
        let values = scenario["values"].split(separator: " ").compactMap { Int($0) }
        play.record("result", attempt(values, scenario.number("start"), scenario.number("period"), play.scheduler))
    }

    /// `values` from tick `start`, one every `period` ticks, completed a period after the last.
    static func numbersScenario(_ values: [Int], start: Int, period: Int) -> Scenario {
        let timed = values.enumerated().map { (start + period * $0.offset, String($0.element)) }
        return Scenario(
            ["values": values.map(String.init).joined(separator: " "), "start": String(start), "period": String(period)],
            expected: Expectation(diagram: .of(timed, completed: start + period * values.count))
        )
    }

    /// A plan of letters ending in an error: the learner books every step with create.
    public static let letters = ExerciseHarness(Exercise(
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
    )) { (attempt: ([(tick: Int, letter: String)], Int, TestScheduler) -> Observable<String>, play, scenario) in
        let ticks = scenario["ticks"].split(separator: " ").compactMap { Int($0) }
        let letters = scenario["letters"].split(separator: " ").map(String.init)
        let plan = zip(ticks, letters).map { (tick: $0.0, letter: $0.1) }
        play.record("result", attempt(plan, scenario.number("failAt"), play.scheduler))
    }

    static func lettersScenario(_ plan: [(Int, String)], failAt end: Int) -> Scenario {
        Scenario(
            ["ticks": plan.map { String($0.0) }.joined(separator: " "), "letters": plan.map(\.1).joined(separator: " "), "failAt": String(end)],
            expected: Expectation(diagram: .of(plan, failed: end))
        )
    }
}
