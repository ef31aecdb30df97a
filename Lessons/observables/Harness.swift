import LessonKit
import Marbles
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let numbers = ExerciseHarness { (attempt: ([Int], Int, Int, TestScheduler) -> Observable<Int>, play, scenario) in
        let values = scenario["values"].split(separator: " ").compactMap { Int($0) }
        play.record("result", attempt(values, scenario.number("start"), scenario.number("period"), play.scheduler))
    }

    public static let letters = ExerciseHarness { (attempt: ([(tick: Int, letter: String)], Int, TestScheduler) -> Observable<String>, play, scenario) in
        let ticks = scenario["ticks"].split(separator: " ").compactMap { Int($0) }
        let letters = scenario["letters"].split(separator: " ").map(String.init)
        let plan = zip(ticks, letters).map { (tick: $0.0, letter: $0.1) }
        play.record("result", attempt(plan, scenario.number("failAt"), play.scheduler))
    }
}

