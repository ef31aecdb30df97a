import CourseKit
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
    public static let coldSubscriptions = ExerciseHarness { (attempt: (Int, Int, Int?) -> [Subscription], play, inputs: ColdSubscriptionsInputs) in
        let completesAfter = Int(inputs.completesAfter)
        let answer = Trace.paused { attempt(inputs.subscribed, inputs.disposed, completesAfter) }
        play.print(Literal.of(answer))
    }

    public static let expectedEvents = ExerciseHarness { (attempt: ([Recorded<Event<Int>>]) -> [Recorded<Event<Int>>], play, inputs: ExpectedEventsInputs) in
        let hot = Script.events(inputs.hot) { Int($0) }
        let answer = Trace.paused { attempt(hot) }
        answer.forEach { play.print(Literal.of($0)) }
    }

    public static let retrySubscriptions = ExerciseHarness { (attempt: (Int, Int) -> [Subscription], play, inputs: RetrySubscriptionsInputs) in
        let answer = Trace.paused { attempt(inputs.failsAfter, inputs.attempts) }
        play.print(Literal.of(answer))
    }

    public static let recordSearch = ExerciseHarness { (attempt: ([Recorded<Event<String>>]) -> [Recorded<Event<String>>], play, inputs: RecordSearchInputs) in
        let typed = Script.events(inputs.typed) { $0 }
        let answer = Trace.paused { attempt(typed) }
        answer.forEach { play.print(Literal.of($0)) }
    }

    /// Plays the learner's script into `searchQueries` the way the task's test does, and
    /// prints what that test records.
    public static let hotScript = ExerciseHarness { (attempt: ([Recorded<Event<String>>]) -> [Recorded<Event<String>>], play, inputs: HotScriptInputs) in
        let wanted = Script.events(inputs.wanted) { $0 }
        let recorded = Trace.paused { () -> [Recorded<Event<String>>] in
            let script = attempt(wanted)
            let scheduler = TestScheduler(initialClock: 0)
            let typed = scheduler.createHotObservable(script)
            return scheduler.start { searchQueries(typed.asObservable(), scheduler: scheduler) }.events
        }
        recorded.forEach { play.print(Literal.of($0)) }
    }
}

/// What ColdSubscriptions is given: a scenario's inputs, made by the judge.
public struct ColdSubscriptionsInputs: ScenarioInputs {
    public let subscribed: Int
    public let disposed: Int
    public let completesAfter: String

    public init(subscribed: Int, disposed: Int, completesAfter: String) {
        self.subscribed = subscribed
        self.disposed = disposed
        self.completesAfter = completesAfter
    }
}

/// What ExpectedEvents is given: a scenario's inputs, made by the judge.
public struct ExpectedEventsInputs: ScenarioInputs {
    public let hot: String

    public init(hot: String) {
        self.hot = hot
    }
}

/// What RetrySubscriptions is given: a scenario's inputs, made by the judge.
public struct RetrySubscriptionsInputs: ScenarioInputs {
    public let failsAfter: Int
    public let attempts: Int

    public init(failsAfter: Int, attempts: Int) {
        self.failsAfter = failsAfter
        self.attempts = attempts
    }
}

/// What RecordSearch is given: a scenario's inputs, made by the judge.
public struct RecordSearchInputs: ScenarioInputs {
    public let typed: String

    public init(typed: String) {
        self.typed = typed
    }
}

/// What HotScript is given: a scenario's inputs, made by the judge.
public struct HotScriptInputs: ScenarioInputs {
    public let wanted: String

    public init(wanted: String) {
        self.wanted = wanted
    }
}
