import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let guestCount = ExerciseHarness { (attempt: (Observable<String>) -> Observable<Int>, play, inputs: GuestCountInputs) in
        play.record("result", attempt(play.cold(inputs.beings)))
    }

    public static let kitten = ExerciseHarness { (attempt: (String, @escaping (String, @escaping (String) -> Void) -> Void) -> Observable<String>, play, inputs: KittenInputs) in
        let scheduler = play.scheduler
        let (kitten, delay) = (inputs.kitten, inputs.delay)
        let adopt: (String, @escaping (String) -> Void) -> Void = { being, completion in
            scheduler.scheduleAt(scheduler.clock + delay) { completion(being == inputs.being ? kitten : "nobody's") }
        }
        play.record("result", attempt(inputs.being, adopt))
    }
}

/// What GuestCount is given: a scenario's inputs, made by the judge.
public struct GuestCountInputs: ScenarioInputs {
    public let beings: Diagram

    public init(beings: Diagram) {
        self.beings = beings
    }
}

/// What Kitten is given: a scenario's inputs, made by the judge.
public struct KittenInputs: ScenarioInputs {
    public let being: String
    public let kitten: String
    public let delay: Int

    public init(being: String, kitten: String, delay: Int) {
        self.being = being
        self.kitten = kitten
        self.delay = delay
    }
}
