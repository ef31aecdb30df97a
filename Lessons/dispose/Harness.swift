import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let stopTheInterval = ExerciseHarness { (attempt: (Disposable, Int, Int, Playground) -> Void, play, inputs: StopTheIntervalInputs) in
        let period = inputs.period
        let ticks = Observable<Int>.interval(Tick.interval(period), scheduler: play.scheduler)
        let subscription = play.record("result", ticks)
        attempt(subscription, period, inputs.count, play)
    }

    public static let endOnSignal = ExerciseHarness { (attempt: (Observable<Int>, Observable<Void>) -> Observable<Int>, play, inputs: EndOnSignalInputs) in
        let ticks = play.cold(inputs.ticks).map { Int($0) ?? -1 }
        let stop = play.hot(inputs.stop).map { _ in () }
        play.record("result", attempt(ticks, stop))
    }

    /// Two intervals (A every `periodA` ticks, B every `periodB`); `show` prints what arrives.
    public static let groupOfTimers = ExerciseHarness { (attempt: (Observable<Int>, Observable<Int>, @escaping (String, Int) -> Void, Int, Int, Playground) -> Void, play, inputs: GroupOfTimersInputs) in
        let a = Observable<Int>.interval(Tick.interval(inputs.periodA), scheduler: play.scheduler)
        let b = Observable<Int>.interval(Tick.interval(inputs.periodB), scheduler: play.scheduler)
        let show = { (name: String, value: Int) in play.print("\(name) \(value) at tick \(play.now)") }
        attempt(a, b, show, inputs.removeAAt, inputs.closeAt, play)
    }
}

/// What StopTheInterval is given: a scenario's inputs, made by the judge.
public struct StopTheIntervalInputs: ScenarioInputs {
    public let period: Int
    public let count: Int

    public init(period: Int, count: Int) {
        self.period = period
        self.count = count
    }
}

/// What EndOnSignal is given: a scenario's inputs, made by the judge.
public struct EndOnSignalInputs: ScenarioInputs {
    public let ticks: Diagram
    public let stop: Diagram

    public init(ticks: Diagram, stop: Diagram) {
        self.ticks = ticks
        self.stop = stop
    }
}

/// What GroupOfTimers is given: a scenario's inputs, made by the judge.
public struct GroupOfTimersInputs: ScenarioInputs {
    public let periodA: Int
    public let periodB: Int
    public let removeAAt: Int
    public let closeAt: Int

    public init(periodA: Int, periodB: Int, removeAAt: Int, closeAt: Int) {
        self.periodA = periodA
        self.periodB = periodB
        self.removeAAt = removeAAt
        self.closeAt = closeAt
    }
}
