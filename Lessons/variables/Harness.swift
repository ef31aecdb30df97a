import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let makeVolume = ExerciseHarness { (attempt: () -> (changes: Observable<Int>, set: (Int) -> Void), play, inputs: MakeVolumeInputs) in
        let volume = attempt()
        _ = play.hot(inputs.sets).subscribe(onNext: { volume.set(Int($0) ?? -1) })
        play.at(inputs.watchedAt) { play.record("result", volume.changes) }
    }

    public static let volumeShown = ExerciseHarness { (attempt: (BehaviorRelay<Int>, Observable<Void>) -> Observable<Int>, play, inputs: VolumeShownInputs) in
        let volume = BehaviorRelay(value: inputs.initial)
        let screenClosed = play.hot(inputs.screenClosed).map { _ in () }
        let shown = attempt(volume, screenClosed)
        play.record("result", shown)
        _ = play.hot(inputs.sets).subscribe(onNext: { volume.accept(Int($0) ?? -1) })
    }
}

/// What MakeVolume is given: a scenario's inputs, made by the judge.
public struct MakeVolumeInputs: ScenarioInputs {
    public let sets: Diagram
    public let watchedAt: Int

    public init(sets: Diagram, watchedAt: Int) {
        self.sets = sets
        self.watchedAt = watchedAt
    }
}

/// What VolumeShown is given: a scenario's inputs, made by the judge.
public struct VolumeShownInputs: ScenarioInputs {
    public let initial: Int
    public let sets: Diagram
    public let screenClosed: Diagram

    public init(initial: Int, sets: Diagram, screenClosed: Diagram) {
        self.initial = initial
        self.sets = sets
        self.screenClosed = screenClosed
    }
}
