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

    static func numbers(_ text: String) -> [Int] {
        text.split(separator: " ").compactMap { Int($0) }
    }
}
