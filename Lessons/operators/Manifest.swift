import LessonKit
import RxCore

/// 0, 1, 2 at 2 s, 4 s and 6 s, then completed.
private func threeTicks(_ play: Playground) -> Observable<Int> {
    Observable<Int>.interval(.seconds(2), scheduler: play.scheduler).take(3)
}

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let myMap = ExerciseHarness(Exercise(
        id: "operators-my-map-easy",
        name: "MyMap",
        expected: Expectation(marbles: "--0-10(20,|)")
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play) in
        let source = threeTicks(play)
        play.record("result", attempt(source) { $0 * 10 })
    }

    public static let myMapFast = ExerciseHarness(Exercise(
        id: "operators-my-map-producer",
        name: "MyMapFast",
        expected: Expectation(marbles: "--0-10(20,|)", subscriptionsEnd: true)
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Int) -> Observable<Int>, play) in
        let source = threeTicks(play)
        play.record("result", attempt(source) { $0 * 10 })
    }

    public static let myFilter = ExerciseHarness(Exercise(
        id: "operators-my-filter",
        name: "MyFilter",
        expected: Expectation(marbles: "--0---(2|)")
    )) { (attempt: (Observable<Int>, @escaping (Int) -> Bool) -> Observable<Int>, play) in
        let source = threeTicks(play)
        play.record("result", attempt(source) { $0 % 2 == 0 })
    }
}
