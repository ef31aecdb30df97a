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
    public static let pollFeed = ExerciseHarness { (attempt: (Int, Int, @escaping (Int) -> Observable<String>, SchedulerType) -> Observable<String>, play, scenario) in
        let flaky = Set(numbers(scenario["flaky"]))
        let down = Set(numbers(scenario["down"]))
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
        let feed = attempt(scenario.number("period"), scenario.number("count"), fetch, scheduler)
        play.record("result", feed)
        play.at(scenario.number("viewerAt")) {
            _ = feed.subscribe(onNext: { play.print("viewer: \($0) at tick \(play.now)") },
                               onCompleted: { play.print("viewer: over at tick \(play.now)") })
        }
    }

    /// Viewers (`name=from-to;…`) subscribe to the learner's clock and dispose at the ticks
    /// given; the clock's log and every number a viewer gets print with their ticks.
    public static let sharedClock = ExerciseHarness { (attempt: (Int, SchedulerType, @escaping (String) -> Void) -> Observable<Int>, play, scenario) in
        let clock = attempt(scenario.number("period"), play.scheduler, { play.print("\($0) at tick \(play.now)") })
        for viewer in scenario["viewers"].split(separator: ";") {
            let parts = viewer.split(separator: "=")
            let name = String(parts[0])
            let span = parts[1].split(separator: "-").compactMap { Int($0) }
            var subscription: Disposable?
            play.at(span[0]) { subscription = clock.subscribe(onNext: { play.print("\(name) \($0) at tick \(play.now)") }) }
            play.at(span[1]) { subscription?.dispose() }
        }
    }

    static func numbers(_ text: String) -> [Int] {
        text.split(separator: " ").compactMap { Int($0) }
    }
}
