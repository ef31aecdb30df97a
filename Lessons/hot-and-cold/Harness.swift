import LessonKit
import Marbles
import RxCore
import RxTestCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let watchTwice = ExerciseHarness { (attempt: (Observable<String>, Int, Playground) -> Void, play, scenario) in
        let source = scenario["kind"] == "hot" ? play.hot(scenario["source"]) : play.cold(scenario["source"])
        attempt(source, scenario.number("second"), play)
    }

    public static let countdown = ExerciseHarness { (attempt: (Int, Int, TestScheduler) -> Observable<Int>, play, scenario) in
        let numbers = attempt(scenario.number("from"), scenario.number("every"), play.scheduler)
        play.record("first", numbers)
        play.at(scenario.number("second")) { play.record("result", numbers) }
    }

    public static let sendOnce = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, scenario) in
        stageShared(attempt, play, scenario, source: play.cold(scenario["source"]))
    }

    public static let latestReading = ExerciseHarness { (attempt: (Observable<String>) -> Observable<String>, play, scenario) in
        stageShared(attempt, play, scenario, source: play.hot(scenario["source"]))
    }

    /// Wraps `source` so each subscription to it prints a line, passes it to the learner, and
    /// subscribes to the result at tick 0 and at `second` (the one compared).
    static func stageShared(_ attempt: (Observable<String>) -> Observable<String>, _ play: Playground, _ scenario: ScenarioInputs, source: Observable<String>) {
        let counted = Observable<String>.create { observer in
            play.print("t=\(play.now) subscribed to the source")
            return source.subscribe(observer)
        }
        let result = attempt(counted)
        play.record("first", result)
        play.at(scenario.number("second")) { play.record("result", result) }
    }
}

