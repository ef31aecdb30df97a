import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    public static let drawTheDiagram = ExerciseHarness { (attempt: ([(tick: Int, value: String)], Int) -> String, play, inputs: TimedValues) in
        let drawn = attempt(inputs.timed, inputs.end)
        play.print(drawn)
        play.record("result", play.cold(drawn))
    }

    public static let printTheEvents = ExerciseHarness { (attempt: (Observable<String>, Playground) -> Void, play, inputs: PrintTheEventsInputs) in
        attempt(play.cold(inputs.sequence), play)
    }

    public static let buildTheEnding = ExerciseHarness { (attempt: (String) -> Observable<String>, play, inputs: BuildTheEndingInputs) in
        play.record("result", attempt(inputs.diagram))
    }

    public static let watchFromTheCaret = ExerciseHarness { (attempt: (Observable<String>, Int, Playground) -> Void, play, inputs: WatchFromTheCaretInputs) in
        attempt(play.hot(inputs.source), inputs.from, play)
    }
}

/// What PrintTheEvents is given: a scenario's inputs, made by the judge.
public struct PrintTheEventsInputs: ScenarioInputs {
    public let sequence: Diagram

    public init(sequence: Diagram) {
        self.sequence = sequence
    }
}

/// What BuildTheEnding is given: a scenario's inputs, made by the judge.
public struct BuildTheEndingInputs: ScenarioInputs {
    public let diagram: String

    public init(diagram: String) {
        self.diagram = diagram
    }
}

/// What WatchFromTheCaret is given: a scenario's inputs, made by the judge.
public struct WatchFromTheCaretInputs: ScenarioInputs {
    public let source: Diagram
    public let from: Int

    public init(source: Diagram, from: Int) {
        self.source = source
        self.from = from
    }
}
