import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myJust = ExerciseHarness(Exercise(
        id: "create-my-just",
        name: "MyJust",
        expected: Expectation(marbles: "(7|)")
    )) { (attempt: (Int) -> Observable<Int>, play) in
        play.record("result", attempt(7))
    }

    public static let myFrom = ExerciseHarness(Exercise(
        id: "create-my-from",
        name: "MyFrom",
        expected: Expectation(marbles: "(first,second,third|)")
    )) { (attempt: ([String]) -> Observable<String>, play) in
        let words = ["first", "second", "third"]
        play.record("result", attempt(words))
    }
}
