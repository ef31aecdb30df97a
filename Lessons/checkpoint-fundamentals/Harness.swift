import CourseKit
import LessonKit
import Marbles
import RxCore

/// What the graded program runs for each exercise: it plays one scenario's inputs and calls
/// the learner's function. What the runs must produce is in `Judge/`, which it never links.
public enum Harness {
    /// The board subscribes at tick 0 (graded as `result`); a viewer subscribes later and prints.
    public static let highScore = ExerciseHarness { (attempt: (Observable<Int>, Observable<Void>) -> Observable<Int>, play, inputs: HighScoreInputs) in
        let scores = play.hot(inputs.scores).map { Int($0) ?? -1 }
        let gameOver = play.hot(inputs.gameOver).map { _ in () }
        let board = attempt(scores, gameOver)
        play.record("result", board)
        play.at(inputs.viewerAt) {
            _ = board.subscribe(onNext: { play.print("viewer: \($0) at tick \(play.now)") },
                                onCompleted: { play.print("viewer: over at tick \(play.now)") })
        }
    }

    /// Keystrokes from a hot diagram; the indicator graded as `t` (typing) and `f` (not typing).
    public static let typingIndicator = ExerciseHarness { (attempt: (Observable<String>, SchedulerType) -> Observable<Bool>, play, inputs: TypingIndicatorInputs) in
        let keystrokes = play.hot(inputs.keys)
        play.record("result", attempt(keystrokes, play.scheduler).map { $0 ? "t" : "f" })
    }
}

/// What HighScore is given: a scenario's inputs, made by the judge.
public struct HighScoreInputs: ScenarioInputs {
    public let scores: Diagram
    public let gameOver: Diagram
    public let viewerAt: Int

    public init(scores: Diagram, gameOver: Diagram, viewerAt: Int) {
        self.scores = scores
        self.gameOver = gameOver
        self.viewerAt = viewerAt
    }
}

/// What TypingIndicator is given: a scenario's inputs, made by the judge.
public struct TypingIndicatorInputs: ScenarioInputs {
    public let keys: Diagram

    public init(keys: Diagram) {
        self.keys = keys
    }
}
