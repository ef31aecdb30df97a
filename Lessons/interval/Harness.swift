import CourseKit
import LessonKit
import Marbles
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myInterval = ExerciseHarness { (attempt: (RxTimeInterval, SchedulerType) -> Observable<Int>, play, inputs: MyIntervalInputs) in
        let subscription = play.record("result", attempt(Tick.interval(inputs.period), play.scheduler))
        play.at(inputs.disposedAt) { subscription.dispose() }
    }

    public static let countdown = ExerciseHarness { (attempt: (Int, SchedulerType) -> Observable<Int>, play, inputs: CountdownInputs) in
        play.record("result", attempt(inputs.from, play.scheduler))
    }
}

/// What MyInterval is given: a scenario's inputs, made by the judge.
public struct MyIntervalInputs: ScenarioInputs {
    public let period: Int
    public let disposedAt: Int

    public init(period: Int, disposedAt: Int) {
        self.period = period
        self.disposedAt = disposedAt
    }
}

/// What Countdown is given: a scenario's inputs, made by the judge.
public struct CountdownInputs: ScenarioInputs {
    public let from: Int

    public init(from: Int) {
        self.from = from
    }
}
