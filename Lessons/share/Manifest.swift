import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let sharedCounter = ExerciseHarness(Exercise(
        id: "share-one-timer",
        name: "SharedCounter",
        expected: Expectation(
            marbles: "--0-1-(2|)",
            output: """
            Subscribed
            First 0
            Second 0
            First 1
            Second 1
            First 2
            Second 2
            Disposed
            """
        )
    )) { (attempt: (Observable<Int>) -> Observable<Int>, play) in
        let counter = myInterval(2, on: play).take(3)
        let shared = attempt(counter)
        _ = play.probe("result", shared).subscribe(onNext: { play.print("First \($0)") })
        _ = shared.subscribe(onNext: { play.print("Second \($0)") })
    }

    public static let latestForNewcomers = ExerciseHarness(Exercise(
        id: "share-replay-latest",
        name: "LatestForNewcomers",
        expected: Expectation(marbles: "1-2--(3|)")
    )) { (attempt: (Observable<Int>) -> Observable<Int>, play) in
        let readings = Observable<Int>.interval(.seconds(3), scheduler: play.scheduler).take(4)
        let shared = attempt(readings)
        _ = shared.subscribe()
        play.at(7) { play.record("result", shared) }
    }
}
