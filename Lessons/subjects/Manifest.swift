import LessonKit
import Marbles
import RxCore

/// The harnesses of this lesson's exercises; the learner's functions are in `Exercises/`.
public enum Exercises {
    /// Presses at ticks, pushed into a PublishSubject by the learner; the subject then completes.
    public static let forward = ExerciseHarness(Exercise(
        id: "subjects-forward",
        name: "Forward",
        shown: forwardScenario([(2, "a"), (5, "b"), (9, "c")], end: 12),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 3...6), from: random.int(in: 1...3), using: &random)
            return forwardScenario(ticks.map { ($0, random.pick(letters)) }, end: ticks.last! + random.int(in: 2...4))
        }
    )) { (attempt: ([(tick: Int, value: String)], Int, PublishSubject<String>, Playground) -> Void, play, scenario) in
        let subject = PublishSubject<String>()
        play.record("result", subject)
        attempt(timed(scenario), scenario.number("end"), subject, play)
    }

    static func forwardScenario(_ values: [(Int, String)], end: Int) -> Scenario {
        Scenario(
            ["ticks": values.map { String($0.0) }.joined(separator: " "), "values": values.map(\.1).joined(separator: " "), "end": String(end)],
            expected: Expectation(diagram: .of(values, completed: end))
        )
    }

    /// Updates sent into the learner's subject; a late subscriber must get the latest at once.
    public static let latestForLatecomers = ExerciseHarness(Exercise(
        id: "subjects-latest",
        name: "LatestForLatecomers",
        shown: latestScenario(initial: "0", updates: [(2, "a"), (5, "b"), (11, "c")], late: 7),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 3...5), from: random.int(in: 2...4), minimumGap: 3, using: &random)
            // Just before some update: before the first one the latest value is still `initial`.
            let late = ticks[random.int(in: 0...(ticks.count - 1))] - 1
            return latestScenario(initial: random.pick(["0", "1", "9"]), updates: ticks.map { ($0, random.pick(letters)) }, late: late)
        }
    )) { (attempt: (String) -> (input: AnyObserver<String>, output: Observable<String>), play, scenario) in
        let (input, output) = attempt(scenario["initial"])
        for (tick, value) in timed(scenario) { play.at(tick) { input.onNext(value) } }
        play.at(scenario.number("late")) { play.record("result", output) }
    }

    /// What a late subscriber sees: the value current at `late` at once, then every later update.
    static func latestScenario(initial: String, updates: [(Int, String)], late: Int) -> Scenario {
        let current = updates.last { $0.0 < late }?.1 ?? initial
        let seen = [(0, current)] + updates.filter { $0.0 > late }.map { ($0.0 - late, $0.1) }
        return Scenario(
            ["initial": initial, "ticks": updates.map { String($0.0) }.joined(separator: " "),
             "values": updates.map(\.1).joined(separator: " "), "late": String(late)],
            expected: Expectation(diagram: .of(seen))
        )
    }

    /// Messages sent into the learner's chat room; a newcomer must see the last `keep` at once.
    public static let chatRoom = ExerciseHarness(Exercise(
        id: "subjects-replay",
        name: "ChatRoom",
        shown: chatScenario(keep: 2, messages: [(1, "a"), (3, "b"), (5, "c"), (13, "d")], joins: 7),
        variants: Variants { random in
            let keep = random.int(in: 1...3)
            let before = spacedTicks(keep + random.int(in: 1...2), from: random.int(in: 1...2), using: &random)
            let joins = before.last! + random.int(in: 2...3)
            // Live messages leave room for the replayed group drawn at `joins`.
            let after = spacedTicks(random.int(in: 1...3), from: joins + 2 * keep + 3, using: &random)
            return chatScenario(keep: keep, messages: (before + after).map { ($0, random.pick(letters)) }, joins: joins)
        }
    )) { (attempt: (Int) -> (input: AnyObserver<String>, output: Observable<String>), play, scenario) in
        let (input, output) = attempt(scenario.number("keep"))
        for (tick, value) in timed(scenario) { play.at(tick) { input.onNext(value) } }
        play.at(scenario.number("joins")) { play.record("result", output) }
    }

    /// A newcomer sees the last `keep` messages sent before it joined, all at once, then live ones.
    static func chatScenario(keep: Int, messages: [(Int, String)], joins: Int) -> Scenario {
        let missed = messages.filter { $0.0 < joins }.suffix(keep).map { (0, $0.1) }
        let live = messages.filter { $0.0 > joins }.map { ($0.0 - joins, $0.1) }
        return Scenario(
            ["keep": String(keep), "ticks": messages.map { String($0.0) }.joined(separator: " "),
             "values": messages.map(\.1).joined(separator: " "), "joins": String(joins)],
            expected: Expectation(diagram: .of(missed + live))
        )
    }

    /// Taps that end (completed or an error); the count must start at 0, count them, and go on.
    public static let tapCounter = ExerciseHarness(Exercise(
        id: "subjects-relay",
        name: "TapCounter",
        shown: counterScenario(taps: [2, 5, 9], end: 12, failed: false),
        variants: Variants { random in
            let taps = spacedTicks(random.int(in: 4...7), from: random.int(in: 1...3), using: &random)
            return counterScenario(taps: taps, end: taps.last! + random.int(in: 2...4), failed: random.int(in: 0...1) == 1)
        }
    )) { (attempt: (Observable<String>) -> Observable<Int>, play, scenario) in
        play.record("result", attempt(play.hot(scenario["taps"])))
    }

    static func counterScenario(taps: [Int], end: Int, failed: Bool) -> Scenario {
        let values = taps.map { ($0, "t") }
        let counts = [(0, "0")] + taps.enumerated().map { ($0.element, String($0.offset + 1)) }
        return Scenario(
            ["taps": MarbleDiagram.of(values, completed: failed ? nil : end, failed: failed ? end : nil).drawn],
            expected: Expectation(diagram: .of(counts))
        )
    }

    static let letters = ["a", "b", "c", "d", "e", "x", "y", "z"]

    /// The `ticks` and `values` inputs, paired.
    static func timed(_ scenario: Scenario) -> [(tick: Int, value: String)] {
        let ticks = scenario["ticks"].split(separator: " ").compactMap { Int($0) }
        let values = scenario["values"].split(separator: " ").map(String.init)
        return zip(ticks, values).map { (tick: $0.0, value: $0.1) }
    }

    /// `count` ascending ticks from `start`, at least `minimumGap` apart, so two one-character
    /// values never touch (`ab` would read as one value).
    static func spacedTicks(_ count: Int, from start: Int, minimumGap: Int = 2, using random: inout VariantGenerator) -> [Int] {
        var ticks = [start]
        while ticks.count < count { ticks.append(ticks.last! + random.int(in: minimumGap...(minimumGap + 2))) }
        return ticks
    }
}
