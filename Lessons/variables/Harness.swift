import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let makeVolume = ExerciseHarness { (attempt: () -> (changes: Observable<Int>, set: (Int) -> Void), play, scenario) in
        let volume = attempt()
        _ = play.hot(scenario["sets"]).subscribe(onNext: { volume.set(Int($0) ?? -1) })
        play.at(scenario.number("watchedAt")) { play.record("result", volume.changes) }
    }

    public static let volumeShown = ExerciseHarness { (attempt: (BehaviorRelay<Int>, Observable<Void>) -> Observable<Int>, play, scenario) in
        let volume = BehaviorRelay(value: scenario.number("initial"))
        let screenClosed = play.hot(scenario["screenClosed"]).map { _ in () }
        let shown = attempt(volume, screenClosed)
        play.record("result", shown)
        _ = play.hot(scenario["sets"]).subscribe(onNext: { volume.accept(Int($0) ?? -1) })
    }
}

