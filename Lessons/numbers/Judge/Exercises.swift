import CourseKit
import Lesson_numbers
import Marbles
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.showSum, Exercises.value]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let showSum = Exercise(
        id: "numbers-sum",
        name: "ShowSum",
        shown: showSumScenario([(2, 0, "4"), (4, 1, "5"), (6, 2, "x"), (8, 0, "0")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...30, gap: 4)
            return showSumScenario(ticks.map { ($0, random.int(in: 0...2), random.pick(["1", "2", "3", "7", "9", "x", "0"])) })
        },
        rules: OperatorRules(require: ["combineLatest"])
    )

    public static let value = Exercise(
        id: "numbers-control-property",
        name: "Value",
        shown: valueScenario(initial: 3, steps: [(2, "drag 5"), (4, "set 10"), (6, "nudge")]),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 3...6), in: 2...30, gap: 3)
            var actions = ticks.dropLast().map { _ in random.pick(["drag", "set"]) + " \(random.int(in: 1...9))" }
            actions.append("nudge")
            return valueScenario(initial: random.int(in: 0...9), steps: Array(zip(ticks, actions)))
        }
    )

    /// The user types into the three fields (`field` 0, 1, 2): the label shows the sum of the
    /// fields read as numbers (what is not a number counts 0) at once and after every keystroke.
    static func showSumScenario(_ typed: [(tick: Int, field: Int, text: String)]) -> Scenario {
        var texts = ["", "", ""]
        let sum = { texts.map { Int($0) ?? 0 }.reduce(0, +) }
        var sums = [(0, "\(sum())")]
        for step in typed {
            texts[step.field] += step.text
            sums.append((step.tick, "\(sum())"))
        }
        return Scenario(ShowSumInputs(typed: typed.map { "\($0.tick)=\($0.field):\($0.text)" }.joined(separator: ";")),
                        expected: Expectation(diagram: .of(sums)))
    }

    /// The slider's value now, then at every drag (a `nudge` drags one further); a value
    /// written in code through the property moves the slider and sends nothing.
    static func valueScenario(initial: Int, steps: [(Int, String)]) -> Scenario {
        var current = initial
        var values = [(0, "\(initial)")]
        for (tick, action) in steps {
            let parts = action.split(separator: " ")
            let number = parts.count > 1 ? Int(parts[1]) ?? 0 : current + 1
            current = number
            if parts[0] != "set" { values.append((tick, "\(number)")) }
        }
        return Scenario(ValueInputs(initial: initial, steps: steps.map { "\($0.0)=\($0.1)" }.joined(separator: ";")),
                        expected: Expectation(diagram: .of(values)))
    }
}
