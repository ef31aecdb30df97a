import LessonKit
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    public static let guestCount = ExerciseHarness(Exercise(
        id: "life-happens-guest-count",
        name: "GuestCount",
        expected: Expectation(marbles: "0-1-2-3|")
    )) { (attempt: (Observable<String>) -> Observable<Int>, play) in
        let beings = timeline(play, [(2, .next("hobbit")), (4, .next("elf")), (6, .next("wizard")), (7, .completed)])
        play.record("result", attempt(beings))
    }

    public static let kitten = ExerciseHarness(Exercise(
        id: "life-happens-wrap-callback",
        name: "Kitten",
        expected: Expectation(marbles: "-(tom,|)")
    )) { (attempt: (String, @escaping (String, @escaping (String) -> Void) -> Void) -> Observable<String>, play) in
        let scheduler = play.scheduler
        let adopt: (String, @escaping (String) -> Void) -> Void = { being, completion in
            scheduler.scheduleAt(scheduler.clock + 1) { completion(being == "elf" ? "tom" : "kit") }
        }
        play.record("result", attempt("elf", adopt))
    }
}
