import CourseKit
import Lesson_hot_and_cold
import Marbles
import RxCore
import RxTestCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.watchTwice, Exercises.countdown, Exercises.sendOnce, Exercises.latestReading]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    /// A source, cold in some variants and hot in others, watched by two subscribers.
    public static let watchTwice = Exercise(
        id: "hot-cold-twice",
        name: "WatchTwice",
        shown: twiceScenario([(1, "a"), (4, "b"), (7, "c")], end: 10, hot: false, second: 5),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 3...5), from: random.int(in: 1...3), using: &random)
            let values = ticks.map { ($0, random.pick(letters)) }
            // Variant 1 is cold and subscribes again before tick 5: a `tick` written as the
            // shown 5 fails every grading.
            let hot = random.inTurn([false, random.int(in: 0...1) == 1, random.int(in: 0...1) == 1])
            let second = random.inTurn([random.int(in: 1...4), random.int(in: 1...ticks.last!), random.int(in: 1...ticks.last!)])
            return twiceScenario(values, end: ticks.last! + random.int(in: 2...3), hot: hot, second: second)
        }
    )

    /// A countdown every subscriber must get whole, from its own subscription.
    public static let countdown = Exercise(
        id: "hot-cold-restart",
        name: "Countdown",
        shown: countdownScenario(from: 3, every: 2, second: 3),
        variants: Variants { random in
            // Variant 1 counts from more than the shown 3, variant 2 every 3 or 4 ticks: an `n`
            // or a `period` written as the shown one fails every grading.
            let period = random.inTurn([random.int(in: 2...4), random.int(in: 3...4), random.int(in: 2...4)])
            let n = random.inTurn([random.int(in: 4...6), random.int(in: 3...6), random.int(in: 3...6)])
            return countdownScenario(from: n, every: period, second: random.int(in: 1...(2 * period)))
        }
    )

    /// A cold request; two subscribers must share one run of it.
    public static let sendOnce = Exercise(
        id: "hot-cold-share",
        name: "SendOnce",
        shown: shareScenario([(2, "a"), (5, "b"), (8, "c")], end: 11, second: 4, replay: false),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 3...5), from: random.int(in: 1...3), minimumGap: 3, using: &random)
            let second = ticks[random.int(in: 0...(ticks.count - 2))] + 1
            return shareScenario(ticks.map { ($0, random.pick(letters)) }, end: ticks.last! + 2, second: second, replay: false)
        },
        rules: OperatorRules(require: ["share"])
    )

    /// A hot source of readings; one subscription to it, and a late subscriber gets the latest at once.
    public static let latestReading = Exercise(
        id: "hot-cold-latest",
        name: "LatestReading",
        shown: shareScenario([(1, "a"), (4, "b"), (9, "c")], end: 12, second: 6, replay: true),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 3...5), from: random.int(in: 1...3), minimumGap: 3, using: &random)
            let second = ticks[random.int(in: 0...(ticks.count - 2))] + 1
            return shareScenario(ticks.map { ($0, random.pick(letters)) }, end: ticks.last! + 2, second: second, replay: true)
        }
    )

    /// What each subscriber prints: a cold source plays everything again from `second`; a hot
    /// one gives the second subscriber only what comes after it. At one tick, first prints first.
    static func twiceScenario(_ values: [(Int, String)], end: Int, hot: Bool, second: Int) -> Scenario {
        func lines(_ name: String, shift: Int, after: Int) -> [(Int, Int, String)] {
            let order = name == "first" ? 0 : 1
            return values.map { ($0.0 + shift, $0.1) }.filter { $0.0 > after }.map { ($0.0, order, "\(name): t=\($0.0) next(\($0.1))") }
                + [(end + shift, order, "\(name): t=\(end + shift) completed")]
        }
        let all = lines("first", shift: 0, after: -1) + (hot ? lines("second", shift: 0, after: second) : lines("second", shift: second, after: -1))
        let output = all.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2).joined(separator: "\n")
        return Scenario(
            WatchTwiceInputs(kind: hot ? "hot" : "cold", source: Diagram(MarbleDiagram.of(values, completed: end)), second: second),
            expected: Expectation(output: output)
        )
    }

    /// n, n-1, …, 1, one every `period` ticks from the subscription, then completed a period later.
    static func countdownScenario(from n: Int, every period: Int, second: Int) -> Scenario {
        let values = (0..<n).map { (period * ($0 + 1), String(n - $0)) }
        return Scenario(
            CountdownInputs(from: n, every: period, second: second),
            expected: Expectation(diagram: .of(values, completed: period * (n + 1)))
        )
    }

    /// One subscription to the source at tick 0; the late subscriber sees what comes after
    /// `second`, and with `replay` also the latest value before it, at once.
    static func shareScenario(_ values: [(Int, String)], end: Int, second: Int, replay: Bool) -> Scenario {
        let latest = values.last { $0.0 < second }.map { [(0, $0.1)] } ?? []
        let seen = (replay ? latest : []) + values.filter { $0.0 > second }.map { ($0.0 - second, $0.1) }
        return Scenario(
            SharedSourceInputs(source: Diagram(MarbleDiagram.of(values, completed: end)), second: second),
            expected: Expectation(diagram: .of(seen, completed: end - second), output: "t=0 subscribed to the source")
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
