import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let stopTheInterval = ExerciseHarness { (attempt: (Disposable, Int, Int, Playground) -> Void, play, scenario) in
        let period = scenario.number("period")
        let ticks = Observable<Int>.interval(Tick.interval(period), scheduler: play.scheduler)
        let subscription = play.record("result", ticks)
        attempt(subscription, period, scenario.number("count"), play)
    }

    public static let endOnSignal = ExerciseHarness { (attempt: (Observable<Int>, Observable<Void>) -> Observable<Int>, play, scenario) in
        let ticks = play.cold(scenario["ticks"]).map { Int($0) ?? -1 }
        let stop = play.hot(scenario["stop"]).map { _ in () }
        play.record("result", attempt(ticks, stop))
    }

    /// Two intervals (A every `periodA` ticks, B every `periodB`); `show` prints what arrives.
    public static let groupOfTimers = ExerciseHarness { (attempt: (Observable<Int>, Observable<Int>, @escaping (String, Int) -> Void, Int, Int, Playground) -> Void, play, scenario) in
        let a = Observable<Int>.interval(Tick.interval(scenario.number("periodA")), scheduler: play.scheduler)
        let b = Observable<Int>.interval(Tick.interval(scenario.number("periodB")), scheduler: play.scheduler)
        let show = { (name: String, value: Int) in play.print("\(name) \(value) at tick \(play.now)") }
        attempt(a, b, show, scenario.number("removeAAt"), scenario.number("closeAt"), play)
    }
}
