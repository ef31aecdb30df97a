import LessonKit
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it reads one scenario's inputs, calls the
/// learner's function and prints the answer as test code (`Literal`). What the answer must be
/// is in `Judge/`, which it never links.
///
/// The learner's tests run on TestSchedulers of their own, not on the playground's clock, so
/// they run untraced (`Trace.paused`): a figure on the playground's clock could not place them.
public enum Harness {
    public static let coldSubscriptions = ExerciseHarness { (attempt: (Int, Int, Int?) -> [Subscription], play, scenario) in
        let completesAfter = Int(scenario["completesAfter"])
        let answer = Trace.paused { attempt(scenario.number("subscribed"), scenario.number("disposed"), completesAfter) }
        play.print(Literal.of(answer))
    }

    public static let expectedEvents = ExerciseHarness { (attempt: ([Recorded<Event<Int>>]) -> [Recorded<Event<Int>>], play, scenario) in
        let hot = Script.events(scenario["hot"]) { Int($0) }
        let answer = Trace.paused { attempt(hot) }
        answer.forEach { play.print(Literal.of($0)) }
    }

    public static let retrySubscriptions = ExerciseHarness { (attempt: (Int, Int) -> [Subscription], play, scenario) in
        let answer = Trace.paused { attempt(scenario.number("failsAfter"), scenario.number("attempts")) }
        play.print(Literal.of(answer))
    }

    public static let recordSearch = ExerciseHarness { (attempt: ([Recorded<Event<String>>]) -> [Recorded<Event<String>>], play, scenario) in
        let typed = Script.events(scenario["typed"]) { $0 }
        let answer = Trace.paused { attempt(typed) }
        answer.forEach { play.print(Literal.of($0)) }
    }

    /// Plays the learner's script into `searchQueries` the way the task's test does, and
    /// prints what that test records.
    public static let hotScript = ExerciseHarness { (attempt: ([Recorded<Event<String>>]) -> [Recorded<Event<String>>], play, scenario) in
        let wanted = Script.events(scenario["wanted"]) { $0 }
        let recorded = Trace.paused { () -> [Recorded<Event<String>>] in
            let script = attempt(wanted)
            let scheduler = TestScheduler(initialClock: 0)
            let typed = scheduler.createHotObservable(script)
            return scheduler.start { searchQueries(typed.asObservable(), scheduler: scheduler) }.events
        }
        recorded.forEach { play.print(Literal.of($0)) }
    }
}
