import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    /// The feed is published here; a screen subscribes at tick 0, the learner's function is
    /// called at `startAt`, and what it returns is disposed at `stopAt`.
    public static let startFeed = ExerciseHarness { (attempt: @escaping (ConnectableObservable<Int>) -> Disposable, play, scenario) in
        let feed = loggedTicks(every: scenario.number("period"), on: play).publish()
        play.record("result", feed)
        var connection: Disposable?
        play.at(scenario.number("startAt")) { connection = attempt(feed) }
        play.at(scenario.number("stopAt")) { connection?.dispose() }
    }

    /// The readings are connected at tick 0 and complete after `total`; the late screen
    /// (`result`) subscribes at `lateAt`.
    public static let lastReadings = ExerciseHarness { (attempt: (Observable<Int>, Int) -> ConnectableObservable<Int>, play, scenario) in
        let readings = Observable<Int>.interval(Tick.interval(scenario.number("period")), scheduler: play.scheduler)
            .take(scenario.number("total"))
        let shared = attempt(readings, scenario.number("count"))
        _ = shared.connect()
        play.at(scenario.number("lateAt")) { play.record("result", shared) }
    }

    /// Three watchers: the first from 0 to `firstEnd`, the second from `secondAt` to
    /// `secondEnd` (printed), the third (`result`) from `thirdAt` to `thirdEnd`.
    public static let whileWatched = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, scenario) in
        let watched = attempt(loggedTicks(every: scenario.number("period"), on: play))
        let first = watched.subscribe()
        play.at(scenario.number("firstEnd")) { first.dispose() }
        play.at(scenario.number("secondAt")) {
            let second = watched.subscribe(onNext: { play.print("second watcher: \($0) at tick \(play.now)") })
            play.at(scenario.number("secondEnd")) { second.dispose() }
        }
        play.at(scenario.number("thirdAt")) { play.record("result", watched) }
        play.at(scenario.number("thirdEnd")) { play.disposeRecordings() }
    }

    /// Two sessions, each from a `start` to a `stop`; in each, an early watcher subscribes
    /// before the first value and a late one after some, both leaving at the stop.
    public static let broadcast = ExerciseHarness { (attempt: (Observable<Int>) -> Broadcast, play, scenario) in
        let station = attempt(loggedTicks(every: scenario.number("period"), on: play))
        for session in 1...2 {
            let start = scenario.number("start\(session)"), stop = scenario.number("stop\(session)")
            var watchers: [Disposable] = []
            play.at(start) { station.start() }
            for (name, offset) in [("early", scenario.number("early")), ("late", scenario.number("late"))] {
                play.at(start + offset) {
                    watchers.append(station.output.subscribe(onNext: { play.print("session \(session), \(name) watcher: \($0) at tick \(play.now)") }))
                }
            }
            play.at(stop) {
                watchers.forEach { $0.dispose() }
                station.stop()
            }
        }
    }

    /// An interval of `period` ticks that prints when it is subscribed and disposed.
    static func loggedTicks(every period: Int, on play: Playground) -> Observable<Int> {
        Observable.create { observer in
            play.print("source subscribed at tick \(play.now)")
            let ticks = Observable<Int>.interval(Tick.interval(period), scheduler: play.scheduler).subscribe(observer)
            return Disposables.create {
                play.print("source disposed at tick \(play.now)")
                ticks.dispose()
            }
        }
    }
}
