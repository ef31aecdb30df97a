import CourseKit
import Lesson_checkpoint_fundamentals
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.typingIndicator, Exercises.highScore]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let typingIndicator = Exercise(
        id: "checkpoint-fundamentals-typing",
        name: "TypingIndicator",
        shown: typingScenario([[2, 4, 6], [10, 12], [20]]),
        variants: Variants { random in
            // Bursts of keys two ticks apart (one-letter keys need a column between them), the
            // first of two keys or more, each burst at least 5 ticks after the previous one's
            // last key (the indicator has turned off in between).
            var tick = random.int(in: 1...3)
            let bursts = (0..<random.int(in: 3...5)).map { index -> [Int] in
                let burst = (0..<random.int(in: (index == 0 ? 2 : 1)...4)).map { _ -> Int in
                    defer { tick += 2 }
                    return tick
                }
                tick = burst[burst.count - 1] + random.int(in: 5...9)
                return burst
            }
            return typingScenario(bursts)
        },
        rules: OperatorRules(require: ["debounce"], forbid: OperatorRules.madeByHand)
    )

    static let quiet = 3

    /// Not typing at first; typing from a burst's first key; not typing 3 ticks after its last.
    static func typingScenario(_ bursts: [[Int]]) -> Scenario {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        let keys = bursts.joined().enumerated().map { ($0.element, String(letters[$0.offset % letters.count])) }
        let indicator = [(0, "f")] + bursts.flatMap { [($0[0], "t"), ($0[$0.count - 1] + quiet, "f")] }
        return Scenario(TypingIndicatorInputs(keys: Diagram(MarbleDiagram.of(keys))), expected: Expectation(diagram: .of(indicator)))
    }

    public static let highScore = Exercise(
        id: "checkpoint-fundamentals-high-score",
        name: "HighScore",
        shown: highScoreScenario(scores: [(2, 5), (5, 3), (8, 8), (11, 8), (14, 2), (17, 11), (21, 20)], gameOver: 20, viewerAt: 9),
        variants: Variants { random in
            // Scores three ticks apart (two-digit values need their columns); the viewer comes
            // between two scores in the middle, the game ends just before the last score.
            let ticks = random.ticks(random.int(in: 5...8), in: 2...45, gap: 3)
            var scores = ticks.map { ($0, random.int(in: 1...40)) }
            // The second score never beats the first: the high score does not change there.
            scores[1].1 = random.int(in: 1...scores[0].1)
            return highScoreScenario(scores: scores, gameOver: ticks[ticks.count - 1] - 1, viewerAt: ticks[ticks.count / 2 - 1] + 1)
        },
        rules: OperatorRules(require: ["scan", "take(until:)"], forbid: OperatorRules.madeByHand)
    )

    /// The board: 0 at once, then each new best score when it is beaten (never the same twice
    /// in a row), completed at game over. The viewer: the current best when it arrives, then
    /// each new one, then the end.
    static func highScoreScenario(scores: [(Int, Int)], gameOver: Int, viewerAt: Int) -> Scenario {
        var board = [(0, "0")]
        var best = 0
        for (tick, score) in scores where tick < gameOver && score > best {
            best = score
            board.append((tick, "\(score)"))
        }
        let current = board.last { $0.0 < viewerAt } ?? (0, "0")
        let viewer = [(viewerAt, current.1)] + board.filter { $0.0 > viewerAt }
        let lines = viewer.map { "viewer: \($0.1) at tick \($0.0)" } + ["viewer: over at tick \(gameOver)"]
        return Scenario(
            HighScoreInputs(scores: Diagram(MarbleDiagram.of(scores.map { ($0.0, "\($0.1)") })), gameOver: Diagram(MarbleDiagram.of([(gameOver, "x")])), viewerAt: viewerAt),
            expected: Expectation(diagram: .of(board, completed: gameOver), output: lines.joined(separator: "\n"), subscriptionsEnd: true)
        )
    }
}
