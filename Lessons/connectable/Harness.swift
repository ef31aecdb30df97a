import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    /// The feed is published here; a screen subscribes at tick 0, the learner's function is
    /// called at `startAt`, and what it returns is disposed at `stopAt`.
    public static let startFeed = ExerciseHarness { (attempt: @escaping (ConnectableObservable<Int>) -> Disposable, play, inputs: StartFeedInputs) in
        let feed = loggedTicks(every: inputs.period, on: play).publish()
        play.record("result", feed)
        var connection: Disposable?
        play.at(inputs.startAt) { connection = attempt(feed) }
        play.at(inputs.stopAt) { connection?.dispose() }
    }

    /// The readings are connected at tick 0 and complete after `total`; the late screen
    /// (`result`) subscribes at `lateAt`.
    public static let lastReadings = ExerciseHarness { (attempt: (Observable<Int>, Int) -> ConnectableObservable<Int>, play, inputs: LastReadingsInputs) in
        let readings = Observable<Int>.interval(Tick.interval(inputs.period), scheduler: play.scheduler)
            .take(inputs.total)
        let shared = attempt(readings, inputs.count)
        _ = shared.connect()
        play.at(inputs.lateAt) { play.record("result", shared) }
    }

    /// Three watchers: the first from 0 to `firstEnd`, the second from `secondAt` to
    /// `secondEnd` (printed), the third (`result`) from `thirdAt` to `thirdEnd`.
    public static let whileWatched = ExerciseHarness { (attempt: (Observable<Int>) -> Observable<Int>, play, inputs: WhileWatchedInputs) in
        let watched = attempt(loggedTicks(every: inputs.period, on: play))
        let first = watched.subscribe()
        play.at(inputs.firstEnd) { first.dispose() }
        play.at(inputs.secondAt) {
            let second = watched.subscribe(onNext: { play.print("second watcher: \($0) at tick \(play.now)") })
            play.at(inputs.secondEnd) { second.dispose() }
        }
        play.at(inputs.thirdAt) { play.record("result", watched) }
        play.at(inputs.thirdEnd) { play.disposeRecordings() }
    }

    /// Two sessions, each from a `start` to a `stop`; in each, an early watcher subscribes
    /// before the first value and a late one after some, both leaving at the stop.
    public static let broadcast = ExerciseHarness { (attempt: (Observable<Int>) -> Broadcast, play, inputs: BroadcastInputs) in
        let station = attempt(loggedTicks(every: inputs.period, on: play))
        for (session, (start, stop)) in [(1, (inputs.start1, inputs.stop1)), (2, (inputs.start2, inputs.stop2))] {
            var watchers: [Disposable] = []
            play.at(start) { station.start() }
            for (name, offset) in [("early", inputs.early), ("late", inputs.late)] {
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

/// What StartFeed is given: a scenario's inputs, made by the judge.
public struct StartFeedInputs: ScenarioInputs {
    public let period: Int
    public let startAt: Int
    public let stopAt: Int

    public init(period: Int, startAt: Int, stopAt: Int) {
        self.period = period
        self.startAt = startAt
        self.stopAt = stopAt
    }
}

/// What LastReadings is given: a scenario's inputs, made by the judge.
public struct LastReadingsInputs: ScenarioInputs {
    public let period: Int
    public let total: Int
    public let count: Int
    public let lateAt: Int

    public init(period: Int, total: Int, count: Int, lateAt: Int) {
        self.period = period
        self.total = total
        self.count = count
        self.lateAt = lateAt
    }
}

/// What WhileWatched is given: a scenario's inputs, made by the judge.
public struct WhileWatchedInputs: ScenarioInputs {
    public let period: Int
    public let firstEnd: Int
    public let secondAt: Int
    public let secondEnd: Int
    public let thirdAt: Int
    public let thirdEnd: Int

    public init(period: Int, firstEnd: Int, secondAt: Int, secondEnd: Int, thirdAt: Int, thirdEnd: Int) {
        self.period = period
        self.firstEnd = firstEnd
        self.secondAt = secondAt
        self.secondEnd = secondEnd
        self.thirdAt = thirdAt
        self.thirdEnd = thirdEnd
    }
}

/// What Broadcast is given: a scenario's inputs, made by the judge.
public struct BroadcastInputs: ScenarioInputs {
    public let period: Int
    public let early: Int
    public let late: Int
    public let start1: Int
    public let stop1: Int
    public let start2: Int
    public let stop2: Int

    public init(period: Int, early: Int, late: Int, start1: Int, stop1: Int, start2: Int, stop2: Int) {
        self.period = period
        self.early = early
        self.late = late
        self.start1 = start1
        self.stop1 = stop1
        self.start2 = start2
        self.stop2 = stop2
    }
}
