import LessonKit
import Marbles
import RxCore
import RxTestCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myInterval = ExerciseHarness(Exercise(
        id: "interval-my-interval",
        name: "MyInterval",
        shown: myIntervalScenario(period: 2, disposedAt: 9),
        variants: Variants { random in
            let period = random.int(in: 1...4)
            // Disposed between two numbers: a number and the disposal on one tick is not the lesson.
            return myIntervalScenario(period: period, disposedAt: period * random.int(in: 3...6) + (period == 1 ? 0 : 1))
        },
        rules: OperatorRules(require: ["create"], forbid: ["interval", "timer"])
    )) { (attempt: (RxTimeInterval, SchedulerType) -> Observable<Int>, play, scenario) in
        let subscription = play.record("result", attempt(Tick.interval(scenario.number("period")), play.scheduler))
        play.at(scenario.number("disposedAt")) { subscription.dispose() }
    }

    /// 0, 1, 2, … one every `period` ticks, until the harness disposes at `disposedAt`.
    static func myIntervalScenario(period: Int, disposedAt: Int) -> Scenario {
        let values = (1...).prefix { $0 * period < disposedAt }.map { ($0 * period, "\($0 - 1)") }
        return Scenario(["period": "\(period)", "disposedAt": "\(disposedAt)"],
                        expected: Expectation(diagram: .of(values, disposed: disposedAt)))
    }

    public static let countdown = ExerciseHarness(Exercise(
        id: "interval-countdown",
        name: "Countdown",
        shown: countdownScenario(from: 3),
        variants: Variants { random in countdownScenario(from: random.int(in: 4...8)) },
        rules: OperatorRules(forbid: ["interval", "timer"])
    )) { (attempt: (Int, SchedulerType) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(scenario.number("from"), play.scheduler))
    }

    /// `from` down to 1, one every 2 ticks from tick 2, completing when 0 would have come.
    static func countdownScenario(from start: Int) -> Scenario {
        let values = (1...start).map { (2 * $0, "\(start + 1 - $0)") }
        return Scenario(["from": "\(start)"], expected: Expectation(diagram: .of(values, completed: 2 * (start + 1))))
    }
}
