import CourseKit
import Lesson_subjects
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.forward, Exercises.latestForLatecomers, Exercises.chatRoom, Exercises.tapCounter]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    /// Presses at ticks, pushed into a PublishSubject by the learner; the subject then completes.
    public static let forward = Exercise(
        id: "subjects-forward",
        name: "Forward",
        shown: forwardScenario([(2, "a"), (5, "b"), (9, "c")], end: 12),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 3...6), from: random.int(in: 1...3), using: &random)
            return forwardScenario(ticks.map { ($0, random.pick(letters)) }, end: ticks.last! + random.int(in: 2...4))
        }
    )

    /// Updates sent into the learner's subject; a late subscriber must get the latest at once.
    public static let latestForLatecomers = Exercise(
        id: "subjects-latest",
        name: "LatestForLatecomers",
        shown: latestScenario(initial: "0", updates: [(2, "a"), (5, "b"), (11, "c")], late: 7),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 3...5), from: random.int(in: 2...4), minimumGap: 3, using: &random)
            // Just before some update: before the first one the latest value is still `initial`.
            // Variant 1 always joins before the first update, so a subject that holds no
            // initial value (ReplaySubject(bufferSize: 1)) always meets it.
            let later = random.int(in: 1...(ticks.count - 1))
            let late = ticks[random.inTurn([0, later, later])] - 1
            // Variant 1's initial value (the one its latecomer gets) is never the shown run's "0".
            let initial = random.inTurn([random.pick(["1", "5", "9"]), random.pick(["0", "1", "9"]), random.pick(["0", "1", "9"])])
            return latestScenario(initial: initial, updates: ticks.map { ($0, random.pick(letters)) }, late: late)
        }
    )

    /// Messages sent into the learner's chat room; a newcomer must see the last `keep` at once.
    public static let chatRoom = Exercise(
        id: "subjects-replay",
        name: "ChatRoom",
        shown: chatScenario(keep: 2, messages: [(1, "a"), (3, "b"), (5, "c"), (13, "d")], joins: 7),
        variants: Variants { random in
            // Every keep from 1 to 3 in three variants: a buffer size copied from the shown
            // scenario (2) always meets another.
            let keep = random.inTurn([1, 3, 2])
            let before = spacedTicks(keep + random.int(in: 1...2), from: random.int(in: 1...2), using: &random)
            let joins = before.last! + random.int(in: 2...3)
            // Live messages leave room for the replayed group drawn at `joins`.
            let after = spacedTicks(random.int(in: 1...3), from: joins + 2 * keep + 3, using: &random)
            return chatScenario(keep: keep, messages: (before + after).map { ($0, random.pick(letters)) }, joins: joins)
        }
    )

    /// Taps that end (completed or an error); the count must start at 0, count them, and go on.
    public static let tapCounter = Exercise(
        id: "subjects-relay",
        name: "TapCounter",
        shown: counterScenario(taps: [2, 5, 9], end: 12, failed: false),
        variants: Variants { random in
            let taps = spacedTicks(random.int(in: 4...7), from: random.int(in: 1...3), using: &random)
            return counterScenario(taps: taps, end: taps.last! + random.int(in: 2...4), failed: random.int(in: 0...1) == 1)
        }
    )

    static func forwardScenario(_ values: [(Int, String)], end: Int) -> Scenario {
        Scenario(
            TimedValues(ticks: values.map(\.0), values: values.map(\.1), end: end),
            expected: Expectation(diagram: .of(values, completed: end))
        )
    }

    /// What a late subscriber sees: the value current at `late` at once, then every later update.
    static func latestScenario(initial: String, updates: [(Int, String)], late: Int) -> Scenario {
        let current = updates.last { $0.0 < late }?.1 ?? initial
        let seen = [(0, current)] + updates.filter { $0.0 > late }.map { ($0.0 - late, $0.1) }
        return Scenario(
            LatestForLatecomersInputs(initial: initial, ticks: updates.map(\.0), values: updates.map(\.1), late: late),
            expected: Expectation(diagram: .of(seen))
        )
    }

    /// A newcomer sees the last `keep` messages sent before it joined, all at once, then live ones.
    static func chatScenario(keep: Int, messages: [(Int, String)], joins: Int) -> Scenario {
        let missed = messages.filter { $0.0 < joins }.suffix(keep).map { (0, $0.1) }
        let live = messages.filter { $0.0 > joins }.map { ($0.0 - joins, $0.1) }
        return Scenario(
            ChatRoomInputs(keep: keep, ticks: messages.map(\.0), values: messages.map(\.1), joins: joins),
            expected: Expectation(diagram: .of(missed + live))
        )
    }

    static func counterScenario(taps: [Int], end: Int, failed: Bool) -> Scenario {
        let values = taps.map { ($0, "t") }
        let counts = [(0, "0")] + taps.enumerated().map { ($0.element, String($0.offset + 1)) }
        return Scenario(
            TapCounterInputs(taps: Diagram(MarbleDiagram.of(values, completed: failed ? nil : end, failed: failed ? end : nil))),
            expected: Expectation(diagram: .of(counts))
        )
    }

    static let letters = ["a", "b", "c", "d", "e", "x", "y", "z"]

    /// `count` ascending ticks from `start`, at least `minimumGap` apart, so two one-character
    /// values never touch (`ab` would read as one value).
    static func spacedTicks(_ count: Int, from start: Int, minimumGap: Int = 2, using random: inout VariantGenerator) -> [Int] {
        var ticks = [start]
        while ticks.count < count { ticks.append(ticks.last! + random.int(in: minimumGap...(minimumGap + 2))) }
        return ticks
    }
}
