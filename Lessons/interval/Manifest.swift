import LessonKit
import RxCore
import RxTest

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myInterval = ExerciseHarness(Exercise(
        id: "interval-my-interval",
        name: "MyInterval",
        expected: Expectation(marbles: "--0-1-2-3!")
    )) { (attempt: (RxTimeInterval, SchedulerType) -> Observable<Int>, play) in
        let subscription = play.record("result", attempt(.seconds(2), play.scheduler))
        play.at(9) { subscription.dispose() }
    }

    public static let countdown = ExerciseHarness(Exercise(
        id: "interval-countdown",
        name: "Countdown",
        expected: Expectation(marbles: "--3-2-1-|")
    )) { (attempt: (Int, SchedulerType) -> Observable<Int>, play) in
        play.record("result", attempt(3, play.scheduler))
    }
}
