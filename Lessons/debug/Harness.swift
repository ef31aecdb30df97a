import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myDebug = ExerciseHarness { (attempt: (Observable<Int>, String, @escaping (String) -> Void) -> Observable<Int>, play, scenario) in
        let source = play.cold(scenario["source"]).map { Int($0) ?? -1 }
        let log: (String) -> Void = { play.print($0) }
        // Built and never subscribed, as a chain kept for later: it must log nothing, since
        // "subscribed" is the moment of a subscription, not of building the sequence.
        _ = attempt(source, scenario["identifier"], log)
        play.record("result", attempt(source, scenario["identifier"], log))
    }

    public static let openScreen = ExerciseHarness { (attempt: (Observable<Int>, DisposeBag, @escaping (Int) -> Void) -> Void, play, scenario) in
        let interval = Observable<Int>.interval(Tick.interval(scenario.number("period")), scheduler: play.scheduler)
        let ticks = play.probe("result", interval.take(8))
        var bag: DisposeBag? = DisposeBag()
        attempt(ticks, bag!) { _ in }
        play.at(scenario.number("closedAt")) { bag = nil }
    }
}

