import CourseKit
import LessonKit
import Marbles
import RxCore

struct FetchFailedAgain: Error {}

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    /// fetch(n) prints each attempt and answers `n<n>` a tick later; a flaky number fails on
    /// its first attempt only, a down number on every attempt (at once). The feed is recorded
    /// from tick 0; a viewer subscribes later and prints.
    public static let pollFeed = ExerciseHarness { (attempt: (Int, Int, @escaping (Int) -> Observable<String>, SchedulerType) -> Observable<String>, play, inputs: PollFeedInputs) in
        let flaky = Set(inputs.flaky)
        let down = Set(inputs.down)
        let scheduler = play.scheduler
        var attempts: [Int: Int] = [:]
        let fetch = { (number: Int) in
            Observable<String>.create { observer in
                attempts[number, default: 0] += 1
                play.print("fetch \(number) at tick \(play.now)")
                if down.contains(number) || (flaky.contains(number) && attempts[number] == 1) {
                    observer.onError(FetchFailedAgain())
                    return Disposables.create()
                }
                return scheduler.scheduleRelative((), dueTime: Tick.interval(1)) { _ in
                    observer.onNext("n\(number)")
                    observer.onCompleted()
                    return Disposables.create()
                }
            }
        }
        let feed = attempt(inputs.period, inputs.count, fetch, scheduler)
        play.record("result", feed)
        play.at(inputs.viewerAt) {
            _ = feed.subscribe(onNext: { play.print("viewer: \($0) at tick \(play.now)") },
                               onCompleted: { play.print("viewer: over at tick \(play.now)") })
        }
    }

    /// Viewers (`name=from-to;…`) subscribe to the learner's clock and dispose at the ticks
    /// given; the clock's log and every number a viewer gets print with their ticks.
    public static let sharedClock = ExerciseHarness { (attempt: (Int, SchedulerType, @escaping (String) -> Void) -> Observable<Int>, play, inputs: SharedClockInputs) in
        let clock = attempt(inputs.period, play.scheduler, { play.print("\($0) at tick \(play.now)") })
        for viewer in inputs.viewers.split(separator: ";") {
            let parts = viewer.split(separator: "=")
            let name = String(parts[0])
            let span = parts[1].split(separator: "-").compactMap { Int($0) }
            var subscription: Disposable?
            play.at(span[0]) { subscription = clock.subscribe(onNext: { play.print("\(name) \($0) at tick \(play.now)") }) }
            play.at(span[1]) { subscription?.dispose() }
        }
    }
}

/// What PollFeed is given: a scenario's inputs, made by the judge.
public struct PollFeedInputs: ScenarioInputs {
    public let period: Int
    public let count: Int
    public let flaky: [Int]
    public let down: [Int]
    public let viewerAt: Int

    public init(period: Int, count: Int, flaky: [Int], down: [Int], viewerAt: Int) {
        self.period = period
        self.count = count
        self.flaky = flaky
        self.down = down
        self.viewerAt = viewerAt
    }
}

/// What SharedClock is given: a scenario's inputs, made by the judge.
public struct SharedClockInputs: ScenarioInputs {
    public let period: Int
    public let viewers: String

    public init(period: Int, viewers: String) {
        self.period = period
        self.viewers = viewers
    }
}
