import CourseKit
import LessonKit
import Marbles
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let numbers = ExerciseHarness { (attempt: ([Int], Int, Int, TestScheduler) -> Observable<Int>, play, inputs: NumbersInputs) in
        let values = inputs.values
        play.record("result", attempt(values, inputs.start, inputs.period, play.scheduler))
    }

    public static let letters = ExerciseHarness { (attempt: ([(tick: Int, letter: String)], Int, TestScheduler) -> Observable<String>, play, inputs: LettersInputs) in
        let ticks = inputs.ticks
        let letters = inputs.letters
        let plan = zip(ticks, letters).map { (tick: $0.0, letter: $0.1) }
        play.record("result", attempt(plan, inputs.failAt, play.scheduler))
    }
}

/// What Numbers is given: a scenario's inputs, made by the judge.
public struct NumbersInputs: ScenarioInputs {
    public let values: [Int]
    public let start: Int
    public let period: Int

    public init(values: [Int], start: Int, period: Int) {
        self.values = values
        self.start = start
        self.period = period
    }
}

/// What Letters is given: a scenario's inputs, made by the judge.
public struct LettersInputs: ScenarioInputs {
    public let ticks: [Int]
    public let letters: [String]
    public let failAt: Int

    public init(ticks: [Int], letters: [String], failAt: Int) {
        self.ticks = ticks
        self.letters = letters
        self.failAt = failAt
    }
}
