import LessonKit
import RxCore
import RxTestCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let numbers = ExerciseHarness(Exercise(
        id: "observables-numbers",
        name: "Numbers",
        expected: Expectation(marbles: "--1--2--3--4--5--6--|")
    )) { (attempt: (TestScheduler) -> Observable<Int>, play) in
        play.record("result", attempt(play.scheduler))
    }

    public static let letters = ExerciseHarness(Exercise(
        id: "observables-letters",
        name: "Letters",
        expected: Expectation(marbles: "--a--b--a--a--a---d---X")
    )) { (attempt: (TestScheduler) -> Observable<String>, play) in
        play.record("result", attempt(play.scheduler))
    }
}
