import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let stopTheInterval = ExerciseHarness(Exercise(
        id: "dispose-interval",
        name: "StopTheInterval",
        expected: Expectation(marbles: "---0--1--2-!")
    )) { (attempt: (Disposable, Playground) -> Void, play) in
        let ticks = Observable<Int>.interval(.seconds(3), scheduler: play.scheduler)
        let subscription = play.record("result", ticks)
        attempt(subscription, play)
    }

    public static let endOnSignal = ExerciseHarness(Exercise(
        id: "dispose-take-until",
        name: "EndOnSignal",
        expected: Expectation(marbles: "---0--1--2|", subscriptionsEnd: true)
    )) { (attempt: (Observable<Int>, Observable<Void>) -> Observable<Int>, play) in
        let ticks = Observable<Int>.interval(.seconds(3), scheduler: play.scheduler)
        let stop = PublishSubject<Void>()
        play.at(10) { stop.onNext(()) }
        play.record("result", attempt(ticks, stop.asObservable()))
    }
}
