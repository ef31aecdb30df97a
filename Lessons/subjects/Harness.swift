import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let forward = ExerciseHarness { (attempt: ([(tick: Int, value: String)], Int, PublishSubject<String>, Playground) -> Void, play, inputs: TimedValues) in
        let subject = PublishSubject<String>()
        play.record("result", subject)
        attempt(inputs.timed, inputs.end, subject, play)
    }

    public static let latestForLatecomers = ExerciseHarness { (attempt: (String) -> (input: AnyObserver<String>, output: Observable<String>), play, inputs: LatestForLatecomersInputs) in
        let (input, output) = attempt(inputs.initial)
        for (tick, value) in TimedValues.paired(inputs.ticks, inputs.values) { play.at(tick) { input.onNext(value) } }
        play.at(inputs.late) { play.record("result", output) }
    }

    public static let chatRoom = ExerciseHarness { (attempt: (Int) -> (input: AnyObserver<String>, output: Observable<String>), play, inputs: ChatRoomInputs) in
        let (input, output) = attempt(inputs.keep)
        for (tick, value) in TimedValues.paired(inputs.ticks, inputs.values) { play.at(tick) { input.onNext(value) } }
        play.at(inputs.joins) { play.record("result", output) }
    }

    public static let tapCounter = ExerciseHarness { (attempt: (Observable<String>) -> Observable<Int>, play, inputs: TapCounterInputs) in
        play.record("result", attempt(play.hot(inputs.taps)))
    }
}

/// What LatestForLatecomers is given: a scenario's inputs, made by the judge.
public struct LatestForLatecomersInputs: ScenarioInputs {
    public let initial: String
    public let ticks: [Int]
    public let values: [String]
    public let late: Int

    public init(initial: String, ticks: [Int], values: [String], late: Int) {
        self.initial = initial
        self.ticks = ticks
        self.values = values
        self.late = late
    }
}

/// What ChatRoom is given: a scenario's inputs, made by the judge.
public struct ChatRoomInputs: ScenarioInputs {
    public let keep: Int
    public let ticks: [Int]
    public let values: [String]
    public let joins: Int

    public init(keep: Int, ticks: [Int], values: [String], joins: Int) {
        self.keep = keep
        self.ticks = ticks
        self.values = values
        self.joins = joins
    }
}

/// What TapCounter is given: a scenario's inputs, made by the judge.
public struct TapCounterInputs: ScenarioInputs {
    public let taps: Diagram

    public init(taps: Diagram) {
        self.taps = taps
    }
}
