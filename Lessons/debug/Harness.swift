import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let myDebug = ExerciseHarness { (attempt: (Observable<Int>, String, @escaping (String) -> Void) -> Observable<Int>, play, inputs: MyDebugInputs) in
        let source = play.cold(inputs.source).map { Int($0) ?? -1 }
        let log: (String) -> Void = { play.print($0) }
        // Built and never subscribed, as a chain kept for later: it must log nothing, since
        // "subscribed" is the moment of a subscription, not of building the sequence.
        _ = attempt(source, inputs.identifier, log)
        play.record("result", attempt(source, inputs.identifier, log))
    }

    public static let openScreen = ExerciseHarness { (attempt: (Observable<Int>, DisposeBag, @escaping (Int) -> Void) -> Void, play, inputs: OpenScreenInputs) in
        let interval = Observable<Int>.interval(Tick.interval(inputs.period), scheduler: play.scheduler)
        let ticks = play.probe("result", interval.take(8))
        var bag: DisposeBag? = DisposeBag()
        attempt(ticks, bag!) { _ in }
        play.at(inputs.closedAt) { bag = nil }
    }
}

/// What MyDebug is given: a scenario's inputs, made by the judge.
public struct MyDebugInputs: ScenarioInputs {
    public let identifier: String
    public let source: Diagram

    public init(identifier: String, source: Diagram) {
        self.identifier = identifier
        self.source = source
    }
}

/// What OpenScreen is given: a scenario's inputs, made by the judge.
public struct OpenScreenInputs: ScenarioInputs {
    public let period: Int
    public let closedAt: Int

    public init(period: Int, closedAt: Int) {
        self.period = period
        self.closedAt = closedAt
    }
}
