import CourseKit
import LessonKit
import Marbles
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let requestNextTap = ExerciseHarness { (attempt: @escaping (Int, PublishSubject<Int>, TestScheduler) -> Void, play, inputs: RequestNextTapInputs) in
        let last = inputs.taps
        let scheduler = play.scheduler
        let taps = PublishSubject<Int>()
        play.record("result", taps)
        _ = taps.subscribe(onNext: { tap in
            play.print("started \(tap)")
            if tap < last {
                attempt(tap + 1, taps, scheduler)
            }
            play.print("ended \(tap)")
        })
        play.at(1) { taps.onNext(1) }
        play.at(20) { taps.onCompleted() }  // ends the subject, releasing its observers
    }

    public static let firstTwo = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, inputs: FirstTwoInputs) in
        let firstTwo = attempt(play.cold(inputs.source).map { Int($0) ?? -1 })
        // Another subscriber comes first: each must get its own first two (a counter that all
        // subscribers share leaves the graded one too few).
        _ = firstTwo.subscribe()
        play.record("result", firstTwo)
    }
}

/// What RequestNextTap is given: a scenario's inputs, made by the judge.
public struct RequestNextTapInputs: ScenarioInputs {
    public let taps: Int

    public init(taps: Int) {
        self.taps = taps
    }
}

/// What FirstTwo is given: a scenario's inputs, made by the judge.
public struct FirstTwoInputs: ScenarioInputs {
    public let source: Diagram

    public init(source: Diagram) {
        self.source = source
    }
}
