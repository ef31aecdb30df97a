import CourseKit
import Lesson_errors
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.display, Exercises.prices, Exercises.reliable]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let display = Exercise(
        id: "errors-fallback-value",
        name: "Display",
        shown: displayScenario([(1, 20), (4, 21)], failsAt: 6),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 2...5), in: 1...20, gap: 3)
            return displayScenario(ticks.map { ($0, random.int(in: 10...35)) }, failsAt: ticks.last! + random.int(in: 2...4))
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let prices = Exercise(
        id: "errors-catch-inside-flat-map",
        name: "Prices",
        shown: pricesScenario([(0, 1), (3, 2), (6, 3)], failing: [2], end: 9),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 3...6), in: 0...24, gap: 3)
            let ids = Array(1...9).shuffled(using: &random).prefix(ticks.count)
            let failing = Set(ids.shuffled(using: &random).prefix(random.int(in: 1...(ids.count - 1))))
            return pricesScenario(Array(zip(ticks, ids)), failing: failing, end: ticks.last! + random.int(in: 0...3))
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let reliable = Exercise(
        id: "errors-retry-download",
        name: "Reliable",
        shown: reliableScenario(failures: 2, chunks: 2),
        variants: Variants { random in
            // Variant 1's download fails three times: at most 3 attempts, so the third error
            // reaches the subscriber (retry() or retry(4) would try a fourth time).
            let failures = random.int(in: 0...2)
            return reliableScenario(failures: random.inTurn([3, failures, failures]), chunks: random.int(in: 3...5))
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand + ["catch", "catchAndReturn"])
    )

    /// Readings, then a failed lookup: the readings pass, and the error becomes "n/a" (drawn
    /// `na`) and the end.
    static func displayScenario(_ readings: [(Int, Int)], failsAt end: Int) -> Scenario {
        let values = readings.map { ($0.0, "\($0.1)") }
        return Scenario(DisplayInputs(temperature: Diagram(MarbleDiagram.of(values, failed: end))),
                        expected: Expectation(diagram: .of(values + [(end, "na")], completed: end)))
    }

    /// Ids, each looked up in one tick; a failed lookup shows as 0 and the others go on. The
    /// result ends when the ids have ended and the last lookup has answered.
    static func pricesScenario(_ ids: [(Int, Int)], failing: Set<Int>, end: Int) -> Scenario {
        let prices = ids.map { ($0.0 + 1, failing.contains($0.1) ? "0" : "\($0.1 * 10)") }
        return Scenario(PricesInputs(ids: Diagram(MarbleDiagram.of(ids.map { ($0.0, "\($0.1)") }, completed: end)), failing: failing.sorted()),
                        expected: Expectation(diagram: .of(prices, completed: max(end, ids.last!.0 + 1))))
    }

    /// A download of `chunks` parts, one a tick, whose last part fails on the first
    /// `failures` attempts: each attempt's parts arrive again, and the last one succeeds; after
    /// 3 failed attempts the third error reaches the subscriber.
    static func reliableScenario(failures: Int, chunks: Int) -> Scenario {
        let attempts = min(failures + 1, 3)
        var parts: [(Int, String)] = []
        for attempt in 0..<attempts {
            let start = attempt * chunks
            parts += (1..<chunks).map { (start + $0, "a") }
        }
        let end = attempts * chunks
        return Scenario(ReliableInputs(failures: failures, chunks: chunks),
                        expected: Expectation(diagram: failures < 3 ? .of(parts + [(end, "b")], completed: end) : .of(parts, failed: end)))
    }
}
