import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let makeVolume = ExerciseHarness(Exercise(
        id: "variables-relay",
        name: "MakeVolume",
        expected: Expectation(marbles: "7-9-->")
    )) { (attempt: () -> (changes: Observable<Int>, set: (Int) -> Void), play) in
        let volume = attempt()
        play.at(2) { volume.set(7) }
        play.at(4) { play.record("result", volume.changes) }
        play.at(6) { volume.set(9) }
    }

    public static let volumeShown = ExerciseHarness(Exercise(
        id: "variables-end-with-screen",
        name: "VolumeShown",
        expected: Expectation(marbles: "5-7-|", subscriptionsEnd: true)
    )) { (attempt: (BehaviorRelay<Int>, Observable<Void>) -> Observable<Int>, play) in
        let volume = BehaviorRelay(value: 5)
        let screenClosed = PublishSubject<Void>()
        let shown = attempt(volume, screenClosed.asObservable())
        play.record("result", shown)
        play.at(2) { volume.accept(7) }
        play.at(4) { screenClosed.onNext(()) }
        play.at(6) { volume.accept(9) }
    }
}
