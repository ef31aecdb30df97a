import LessonKit
import RxCore
import RxTest

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let requestNextTap = ExerciseHarness(Exercise(
        id: "guarantees-one-at-a-time",
        name: "RequestNextTap",
        expected: Expectation(output: """
        started 1
        ended 1
        started 2
        ended 2
        started 3
        ended 3
        """)
    )) { (attempt: @escaping (Int, PublishSubject<Int>, TestScheduler) -> Void, play) in
        let scheduler = play.scheduler
        let taps = PublishSubject<Int>()
        play.record("result", taps)
        _ = taps.subscribe(onNext: { tap in
            play.print("started \(tap)")
            if tap < 3 {
                attempt(tap + 1, taps, scheduler)
            }
            play.print("ended \(tap)")
        })
        play.at(1) { taps.onNext(1) }
        play.at(10) { taps.onCompleted() }  // ends the subject, releasing its observers
    }

    public static let firstTwo = ExerciseHarness(Exercise(
        id: "guarantees-first-two",
        name: "FirstTwo",
        expected: Expectation(marbles: "--1-(2|)")
    )) { (attempt: (Observable<Int>) -> Observable<Int>, play) in
        let source = Observable<Int>.interval(.seconds(2), scheduler: play.scheduler).map { $0 + 1 }
        play.record("result", attempt(source))
    }
}
