import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myJust = ExerciseHarness { (attempt: (Int) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(scenario.number("element")))
    }

    public static let myFrom = ExerciseHarness { (attempt: ([String]) -> Observable<String>, play, scenario) in
        play.record("result", attempt(scenario["words"].split(separator: " ").map(String.init)))
    }
}

