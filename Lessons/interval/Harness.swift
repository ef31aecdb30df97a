import LessonKit
import Marbles
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myInterval = ExerciseHarness { (attempt: (RxTimeInterval, SchedulerType) -> Observable<Int>, play, scenario) in
        let subscription = play.record("result", attempt(Tick.interval(scenario.number("period")), play.scheduler))
        play.at(scenario.number("disposedAt")) { subscription.dispose() }
    }

    public static let countdown = ExerciseHarness { (attempt: (Int, SchedulerType) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(scenario.number("from"), play.scheduler))
    }
}

