import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let guestCount = ExerciseHarness { (attempt: (Observable<String>) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(play.cold(scenario["beings"])))
    }

    public static let kitten = ExerciseHarness { (attempt: (String, @escaping (String, @escaping (String) -> Void) -> Void) -> Observable<String>, play, scenario) in
        let scheduler = play.scheduler
        let (kitten, delay) = (scenario["kitten"], scenario.number("delay"))
        let adopt: (String, @escaping (String) -> Void) -> Void = { being, completion in
            scheduler.scheduleAt(scheduler.clock + delay) { completion(being == scenario["being"] ? kitten : "nobody's") }
        }
        play.record("result", attempt(scenario["being"], adopt))
    }
}

