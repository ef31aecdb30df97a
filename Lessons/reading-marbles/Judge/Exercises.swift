import CourseKit
import Lesson_reading_marbles
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.drawTheDiagram, Exercises.printTheEvents, Exercises.buildTheEnding, Exercises.watchFromTheCaret]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    /// Values at ticks and a completion, as data: the learner writes the diagram.
    public static let drawTheDiagram = Exercise(
        id: "marbles-draw",
        name: "DrawTheDiagram",
        shown: drawScenario([(2, "a"), (5, "b"), (9, "c")], end: 12),
        variants: Variants { random in
            let count = random.int(in: 3...6)
            let ticks = spacedTicks(count, from: random.int(in: 0...3), using: &random)
            let values = ticks.map { ($0, random.pick(valueNames)) }
            return drawScenario(values, end: ticks.last! + random.int(in: 2...4))
        }
    )

    /// A cold diagram: the learner prints every event with its tick.
    public static let printTheEvents = Exercise(
        id: "marbles-print",
        name: "PrintTheEvents",
        shown: printScenario([(1, "a"), (4, "b"), (4, "c"), (10, "hi")], failed: 13),
        variants: Variants { random in
            var ticks = spacedTicks(random.int(in: 3...5), from: random.int(in: 1...3), minimumGap: 3, using: &random)
            // One group: two one-character values on one tick, in the order the diagram writes
            // them; the group is drawn five columns wide, so what follows moves on.
            for index in 2..<ticks.count { ticks[index] += 4 }
            ticks.insert(ticks[1], at: 1)
            let values = ticks.enumerated().map { index, tick in
                (tick, random.pick(index == 1 || index == 2 ? valueNames : valueNames + ["hi", "ok", "42"]))
            }
            let end = ticks.last! + random.int(in: 2...4)
            return random.int(in: 0...1) == 0 ? printScenario(values, completed: end) : printScenario(values, failed: end)
        }
    )

    /// One of the four smallest diagrams: the learner builds the sequence it draws.
    public static let buildTheEnding = Exercise(
        id: "marbles-endings",
        name: "BuildTheEnding",
        shown: endingScenario("(a|)", expected: .of([(0, "a")], completed: 0)),
        variants: Variants { random in
            // The three endings the shown scenario lacks, one a variant, then a value again:
            // three variants meet every ending, so `empty` for `never` always fails.
            let value = random.pick(valueNames + ["hi", "ok", "42"])
            switch random.inTurn(["|", "X", "-->", "value"]) {
            case "|": return endingScenario("|", expected: .of([], completed: 0))
            case "X": return endingScenario("X", expected: .of([], failed: 0))
            case "-->": return endingScenario("-->", expected: .of([]))
            default: return endingScenario("(\(value)|)", expected: .of([(0, value)], completed: 0))
            }
        }
    )

    /// A hot diagram and a tick: the learner subscribes at that tick and prints what arrives.
    public static let watchFromTheCaret = Exercise(
        id: "marbles-late",
        name: "WatchFromTheCaret",
        shown: lateScenario([(2, "a"), (5, "b"), (8, "c"), (11, "d")], completed: 14, from: 6),
        variants: Variants { random in
            let ticks = spacedTicks(random.int(in: 4...7), from: random.int(in: 1...3), minimumGap: 3, using: &random)
            let values = ticks.map { ($0, random.pick(valueNames)) }
            // Between two values, never on one: which comes first at one tick is not the lesson.
            // Variant 1 comes after the third value (tick 7 or later): a caret written as the
            // shown 6 prints that value, and fails every grading.
            let gap = random.inTurn([random.int(in: 2...(ticks.count - 2)), random.int(in: 1...(ticks.count - 2)), random.int(in: 1...(ticks.count - 2))])
            let from = ticks[gap] + 1
            return lateScenario(values, completed: ticks.last! + random.int(in: 2...4), from: from)
        }
    )

    static func drawScenario(_ values: [(Int, String)], end: Int) -> Scenario {
        Scenario(
            TimedValues(ticks: values.map(\.0), values: values.map(\.1), end: end),
            expected: Expectation(diagram: .of(values, completed: end))
        )
    }

    static func printScenario(_ values: [(Int, String)], completed: Int? = nil, failed: Int? = nil) -> Scenario {
        var lines = values.map { "t=\($0.0) next(\($0.1))" }
        if let completed { lines.append("t=\(completed) completed") }
        if let failed { lines.append("t=\(failed) error(diagram error)") }
        return Scenario(
            PrintTheEventsInputs(sequence: Diagram(MarbleDiagram.of(values, completed: completed, failed: failed))),
            expected: Expectation(output: lines.joined(separator: "\n"))
        )
    }

    static func endingScenario(_ diagram: String, expected: MarbleDiagram) -> Scenario {
        Scenario(BuildTheEndingInputs(diagram: diagram), expected: Expectation(diagram: expected))
    }

    static func lateScenario(_ values: [(Int, String)], completed: Int, from: Int) -> Scenario {
        let seen = values.filter { $0.0 > from }.map { "t=\($0.0) next(\($0.1))" } + ["t=\(completed) completed"]
        return Scenario(
            WatchFromTheCaretInputs(source: Diagram(MarbleDiagram.of(values, completed: completed)), from: from),
            expected: Expectation(output: seen.joined(separator: "\n"))
        )
    }

    static let valueNames = ["a", "b", "c", "d", "e", "x", "y", "z", "1", "2", "3", "7"]

    /// `count` ascending ticks from `start`, at least `minimumGap` apart, so two one-character
    /// values never touch (`ab` would read as one value).
    static func spacedTicks(_ count: Int, from start: Int, minimumGap: Int = 2, using random: inout VariantGenerator) -> [Int] {
        var ticks = [start]
        while ticks.count < count { ticks.append(ticks.last! + random.int(in: minimumGap...(minimumGap + 2))) }
        return ticks
    }
}
