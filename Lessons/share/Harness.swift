import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let sharedCounter = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, scenario) in
        let counter = myInterval(Double(scenario.number("period")) * Tick.seconds, on: play).take(scenario.number("count"))
        let shared = attempt(counter)
        _ = play.probe("result", shared).subscribe(onNext: { play.print("First \($0)") })
        play.at(scenario.number("lateAt")) { _ = shared.subscribe(onNext: { play.print("Second \($0)") }) }
    }

    public static let latestForNewcomers = ExerciseHarness { (attempt: (Observable<Int>, Int) -> Observable<Int>, play, scenario) in
        let readings = Observable<Int>.interval(Tick.interval(scenario.number("period")), scheduler: play.scheduler).take(scenario.number("count"))
        let shared = attempt(readings, scenario.number("keep"))
        _ = shared.subscribe()
        play.at(scenario.number("lateAt")) { play.record("result", shared) }
    }
}

