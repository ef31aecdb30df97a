import CourseKit
import LessonKit
import Marbles
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let watchTwice = ExerciseHarness { (attempt: (Observable<String>, Int, Playground) -> Void, play, inputs: WatchTwiceInputs) in
        let source = inputs.kind == "hot" ? play.hot(inputs.source) : play.cold(inputs.source)
        attempt(source, inputs.second, play)
    }

    public static let countdown = ExerciseHarness { (attempt: (Int, Int, TestScheduler) -> Observable<Int>, play, inputs: CountdownInputs) in
        let numbers = attempt(inputs.from, inputs.every, play.scheduler)
        play.record("first", numbers)
        play.at(inputs.second) { play.record("result", numbers) }
    }

    public static let sendOnce = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, inputs: SharedSourceInputs) in
        stageShared(attempt, play, inputs, source: play.cold(inputs.source))
    }

    public static let latestReading = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, inputs: SharedSourceInputs) in
        stageShared(attempt, play, inputs, source: play.hot(inputs.source))
    }

    /// Wraps `source` so each subscription to it prints a line, passes it to the learner, and
    /// subscribes to the result at tick 0 and at `second` (the one compared).
    static func stageShared(_ attempt: (Observable<String>) -> Observable<String>, _ play: Playground, _ inputs: SharedSourceInputs, source: Observable<String>) {
        let counted = Observable<String>.create { observer in
            play.print("t=\(play.now) subscribed to the source")
            return source.subscribe(observer)
        }
        let result = attempt(counted)
        play.record("first", result)
        play.at(inputs.second) { play.record("result", result) }
    }
}

/// What WatchTwice is given: a scenario's inputs, made by the judge.
public struct WatchTwiceInputs: ScenarioInputs {
    public let kind: String
    public let source: Diagram
    public let second: Int

    public init(kind: String, source: Diagram, second: Int) {
        self.kind = kind
        self.source = source
        self.second = second
    }
}

/// What Countdown is given: a scenario's inputs, made by the judge.
public struct CountdownInputs: ScenarioInputs {
    public let from: Int
    public let every: Int
    public let second: Int

    public init(from: Int, every: Int, second: Int) {
        self.from = from
        self.every = every
        self.second = second
    }
}

/// What SendOnce and LatestReading are given: a scenario's inputs, made by the judge.
public struct SharedSourceInputs: ScenarioInputs {
    public let source: Diagram
    public let second: Int

    public init(source: Diagram, second: Int) {
        self.source = source
        self.second = second
    }
}
