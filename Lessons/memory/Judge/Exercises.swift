import CourseKit
import Lesson_memory
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.keepInTheBag, Exercises.countTaps, Exercises.scores, Exercises.signOut]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    static let letters = "abcdefghijklmnopqrstuvwxyz".map(String.init)

    public static let keepInTheBag = Exercise(
        id: "memory-keep-in-bag",
        name: "KeepInTheBag",
        shown: keepInTheBagScenario(taps: [(2, "a"), (4, "b"), (7, "c"), (9, "d")], closedAt: 6),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...24)
            let (taps, closedAt) = split(ticks, letters: &random)
            return keepInTheBagScenario(taps: taps, closedAt: closedAt)
        }
    )

    public static let countTaps = Exercise(
        id: "memory-weak-capture",
        name: "CountTaps",
        shown: countTapsScenario(taps: [2, 4, 7, 9, 11], droppedAt: 6),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...24)
            let dropped = random.int(in: 1...(ticks.count - 1))
            return countTapsScenario(taps: ticks, droppedAt: ticks[dropped - 1] + 1)
        }
    )

    public static let scores = Exercise(
        id: "memory-with-unretained",
        name: "Scores",
        shown: scoresScenario(points: [(2, 3), (4, 5), (6, 2), (9, 4), (11, 1)], leftAt: 7),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...24)
            let left = random.int(in: 2...(ticks.count - 1))
            return scoresScenario(points: ticks.map { ($0, random.int(in: 1...9)) }, leftAt: ticks[left - 1] + 1)
        },
        rules: OperatorRules(require: ["withUnretained"])
    )

    public static let signOut = Exercise(
        id: "memory-sign-out",
        name: "SignOut",
        shown: signOutScenario(user: "ann", messages: [(2, "a"), (5, "b"), (8, "c"), (12, "d")], signOutAt: 6, closedAt: 10),
        variants: Variants { random in
            let user = random.pick(["bob", "eve", "kim", "lee"])
            let ticks = random.ticks(random.int(in: 4...7), in: 1...24, gap: 3)
            let (messages, between) = split(ticks, letters: &random)
            // Signed out between two messages and closed later; or closed without signing
            // out, the sign-out button tapped after the screen has gone.
            if random.inTurn([true, false]) {
                return signOutScenario(user: user, messages: messages, signOutAt: between, closedAt: ticks.last! + random.int(in: 1...3))
            }
            return signOutScenario(user: user, messages: messages, signOutAt: ticks.last! + 2, closedAt: between)
        }
    )

    /// Letters at `ticks`, and a tick between two of them (at least one letter on each side).
    static func split(_ ticks: [Int], letters: inout VariantGenerator) -> ([(Int, String)], Int) {
        let first = letters.int(in: 0...(Self.letters.count - ticks.count))
        let values = ticks.enumerated().map { ($0.element, Self.letters[first + $0.offset]) }
        let before = letters.int(in: 1...(ticks.count - 1))
        return (values, ticks[before - 1] + 1)
    }

    /// Each tap while the screen is open, then the screen's deinit when it closes; nothing after.
    static func keepInTheBagScenario(taps: [(Int, String)], closedAt: Int) -> Scenario {
        let lines = taps.filter { $0.0 < closedAt }.map { "tap \($0.1)" } + ["screen deinit"]
        return Scenario(KeepInTheBagInputs(taps: Diagram(MarbleDiagram.of(taps)), closedAt: closedAt),
                        expected: Expectation(output: lines.joined(separator: "\n"), subscriptionsEnd: true))
    }

    /// The count after each tap while the counter lives, then its deinit; the taps that come
    /// after it (the screen's bag is dropped 2 ticks after the last) change nothing.
    static func countTapsScenario(taps: [Int], droppedAt: Int) -> Scenario {
        let counted = taps.filter { $0 < droppedAt }.indices.map { "count \($0 + 1)" }
        return Scenario(CountTapsInputs(taps: Diagram(MarbleDiagram.of(taps.map { ($0, "t") })), droppedAt: droppedAt, closedAt: taps.last! + 2),
                        expected: Expectation(output: (counted + ["counter deinit"]).joined(separator: "\n"), subscriptionsEnd: true))
    }

    /// The running total after each point while the player is in the game; the first point
    /// after they left completes the result.
    static func scoresScenario(points: [(Int, Int)], leftAt: Int) -> Scenario {
        var total = 0
        let totals = points.filter { $0.0 < leftAt }.map { point -> (Int, String) in
            total += point.1
            return (point.0, "\(total)")
        }
        let end = points.first { $0.0 > leftAt }!.0
        return Scenario(ScoresInputs(points: Diagram(MarbleDiagram.of(points.map { ($0.0, "\($0.1)") })), leftAt: leftAt),
                        expected: Expectation(diagram: .of(totals, completed: end), output: "player deinit", subscriptionsEnd: true))
    }

    /// The messages until the user signs out (or the screen closes), the sign-out line if it
    /// came first, then the session's deinit when the screen closes.
    static func signOutScenario(user: String, messages: [(Int, String)], signOutAt: Int, closedAt: Int) -> Scenario {
        let end = min(signOutAt, closedAt)
        var lines = messages.filter { $0.0 < end }.map { "\(user) got \($0.1)" }
        if signOutAt < closedAt { lines.append("\(user) signed out") }
        lines.append("session deinit")
        return Scenario(SignOutInputs(user: user, messages: Diagram(MarbleDiagram.of(messages)), signOut: Diagram(MarbleDiagram.of([(signOutAt, "x")])), closedAt: closedAt),
                        expected: Expectation(output: lines.joined(separator: "\n"), subscriptionsEnd: true))
    }
}
