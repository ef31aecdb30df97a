import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let forward = ExerciseHarness { (attempt: ([(tick: Int, value: String)], Int, PublishSubject<String>, Playground) -> Void, play, scenario) in
        let subject = PublishSubject<String>()
        play.record("result", subject)
        attempt(timed(scenario), scenario.number("end"), subject, play)
    }

    public static let latestForLatecomers = ExerciseHarness { (attempt: (String) -> (input: AnyObserver<String>, output: Observable<String>), play, scenario) in
        let (input, output) = attempt(scenario["initial"])
        for (tick, value) in timed(scenario) { play.at(tick) { input.onNext(value) } }
        play.at(scenario.number("late")) { play.record("result", output) }
    }

    public static let chatRoom = ExerciseHarness { (attempt: (Int) -> (input: AnyObserver<String>, output: Observable<String>), play, scenario) in
        let (input, output) = attempt(scenario.number("keep"))
        for (tick, value) in timed(scenario) { play.at(tick) { input.onNext(value) } }
        play.at(scenario.number("joins")) { play.record("result", output) }
    }

    public static let tapCounter = ExerciseHarness { (attempt: (Observable<String>) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(play.hot(scenario["taps"])))
    }

    /// The `ticks` and `values` inputs, paired.
    static func timed(_ scenario: ScenarioInputs) -> [(tick: Int, value: String)] {
        let ticks = scenario["ticks"].split(separator: " ").compactMap { Int($0) }
        let values = scenario["values"].split(separator: " ").map(String.init)
        return zip(ticks, values).map { (tick: $0.0, value: $0.1) }
    }
}

