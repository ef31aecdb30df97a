import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let drawTheDiagram = ExerciseHarness { (attempt: ([(tick: Int, value: String)], Int) -> String, play, scenario) in
        let ticks = scenario["ticks"].split(separator: " ").compactMap { Int($0) }
        let values = scenario["values"].split(separator: " ").map(String.init)
        let drawn = attempt(Array(zip(ticks, values)).map { (tick: $0.0, value: $0.1) }, scenario.number("end"))
        play.print(drawn)
        play.record("result", play.cold(drawn))
    }

    public static let printTheEvents = ExerciseHarness { (attempt: (Observable<String>, Playground) -> Void, play, scenario) in
        attempt(play.cold(scenario["sequence"]), play)
    }

    public static let buildTheEnding = ExerciseHarness { (attempt: (String) -> Observable<String>, play, scenario) in
        play.record("result", attempt(scenario["diagram"]))
    }

    public static let watchFromTheCaret = ExerciseHarness { (attempt: (Observable<String>, Int, Playground) -> Void, play, scenario) in
        attempt(play.hot(scenario["source"]), scenario.number("from"), play)
    }
}

