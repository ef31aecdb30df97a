import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let sharedCounter = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, inputs: SharedCounterInputs) in
        let counter = myInterval(Double(inputs.period) * Tick.seconds, on: play).take(inputs.count)
        let shared = attempt(counter)
        _ = play.probe("result", shared).subscribe(onNext: { play.print("First \($0)") })
        play.at(inputs.lateAt) { _ = shared.subscribe(onNext: { play.print("Second \($0)") }) }
    }

    public static let latestForNewcomers = ExerciseHarness { (attempt: (Observable<Int>, Int) -> Observable<Int>, play, inputs: LatestForNewcomersInputs) in
        let readings = Observable<Int>.interval(Tick.interval(inputs.period), scheduler: play.scheduler).take(inputs.count)
        let shared = attempt(readings, inputs.keep)
        _ = shared.subscribe()
        play.at(inputs.lateAt) { play.record("result", shared) }
    }
}

/// What SharedCounter is given: a scenario's inputs, made by the judge.
public struct SharedCounterInputs: ScenarioInputs {
    public let period: Int
    public let count: Int
    public let lateAt: Int

    public init(period: Int, count: Int, lateAt: Int) {
        self.period = period
        self.count = count
        self.lateAt = lateAt
    }
}

/// What LatestForNewcomers is given: a scenario's inputs, made by the judge.
public struct LatestForNewcomersInputs: ScenarioInputs {
    public let period: Int
    public let count: Int
    public let lateAt: Int
    public let keep: Int

    public init(period: Int, count: Int, lateAt: Int, keep: Int) {
        self.period = period
        self.count = count
        self.lateAt = lateAt
        self.keep = keep
    }
}
