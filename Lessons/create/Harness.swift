import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myJust = ExerciseHarness { (attempt: (Int) -> Observable<Int>, play, inputs: MyJustInputs) in
        play.record("result", attempt(inputs.element))
    }

    public static let myFrom = ExerciseHarness { (attempt: ([String]) -> Observable<String>, play, inputs: MyFromInputs) in
        play.record("result", attempt(inputs.words))
    }
}

/// What MyJust is given: a scenario's inputs, made by the judge.
public struct MyJustInputs: ScenarioInputs {
    public let element: Int

    public init(element: Int) {
        self.element = element
    }
}

/// What MyFrom is given: a scenario's inputs, made by the judge.
public struct MyFromInputs: ScenarioInputs {
    public let words: [String]

    public init(words: [String]) {
        self.words = words
    }
}
