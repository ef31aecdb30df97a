import CourseKit
import Lesson_interval
import Marbles
import RxCore
import RxTestCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.myInterval, Exercises.countdown]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let myInterval = Exercise(
        id: "interval-my-interval",
        name: "MyInterval",
        shown: myIntervalScenario(period: 2, disposedAt: 9),
        variants: Variants { random in
            // Two of the three variants tick every 3 or 4: a `period` written as the shown 2
            // fails every grading.
            let period = random.inTurn([random.int(in: 3...4), random.int(in: 1...4), random.int(in: 3...4)])
            // Disposed between two numbers: a number and the disposal on one tick is not the lesson.
            return myIntervalScenario(period: period, disposedAt: period * random.int(in: 3...6) + (period == 1 ? 0 : 1))
        },
        rules: OperatorRules(require: ["create"], forbid: ["interval", "timer"], only: ["create"])
    )

    public static let countdown = Exercise(
        id: "interval-countdown",
        name: "Countdown",
        shown: countdownScenario(from: 3),
        variants: Variants { random in countdownScenario(from: random.int(in: 4...8)) },
        rules: OperatorRules(forbid: ["interval", "timer"])
    )

    /// 0, 1, 2, … one every `period` ticks, until the harness disposes at `disposedAt`.
    static func myIntervalScenario(period: Int, disposedAt: Int) -> Scenario {
        let values = (1...).prefix { $0 * period < disposedAt }.map { ($0 * period, "\($0 - 1)") }
        return Scenario(MyIntervalInputs(period: period, disposedAt: disposedAt),
                        expected: Expectation(diagram: .of(values, disposed: disposedAt)))
    }

    /// `from` down to 1, one every 2 ticks from tick 2, completing when 0 would have come.
    static func countdownScenario(from start: Int) -> Scenario {
        let values = (1...start).map { (2 * $0, "\(start + 1 - $0)") }
        return Scenario(CountdownInputs(from: start), expected: Expectation(diagram: .of(values, completed: 2 * (start + 1))))
    }
}
