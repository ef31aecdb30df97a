import CourseKit
import Lesson_concurrency
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.sumAll, Exercises.greeting, Exercises.readUntil]

/// Each exercise: its scenarios and what they must print. The graded program awaits the
/// learner's function in a task (`Harness`) and never sees any of this.
public enum Exercises {
    static let names = ["ann", "bob", "eve", "joe", "kim", "lee", "max", "zoe"]
    static let reasons = ["offline", "timeout", "forbidden", "not found"]

    public static let sumAll = Exercise(
        id: "concurrency-values-loop",
        name: "SumAll",
        shown: sumAllScenario([4, 8, 15]),
        variants: Variants { random in
            sumAllScenario((0..<random.int(in: 2...7)).map { _ in random.int(in: 1...50) })
        },
        rules: OperatorRules(forbid: ["reduce", "scan"])
    )

    public static let greeting = Exercise(
        id: "concurrency-single-value",
        name: "Greeting",
        shown: greetingScenario(name: "ann", failure: nil),
        variants: Variants { random in
            // Every grading meets a failed request and a successful one.
            let fails: Bool = random.inTurn([true, false, true])
            return greetingScenario(name: random.pick(names), failure: fails ? random.pick(reasons) : nil)
        }
    )

    /// How the sensor's readings go: one goes above the limit, or the sensor fails before any does.
    enum Sensor { case crosses, fails }

    public static let readUntil = Exercise(
        id: "concurrency-stop-a-never-ending-loop",
        name: "ReadUntil",
        shown: readUntilScenario(limit: 20, before: [12, 17, 9], last: 23, after: [14], sensor: .crosses),
        variants: Variants { random in
            // Every grading meets a sensor that fails and one that crosses the limit.
            let sensor: Sensor = random.inTurn([.fails, .crosses, .crosses])
            // Variant 3 crosses a limit under the shown 20 with a reading of at most 20: a limit
            // written as 20 reads past it, and fails every grading.
            let low = random.inTurn([false, false, true])
            let limit = low ? random.int(in: 15...18) : random.int(in: 15...40)
            let before = (0..<random.int(in: 1...5)).map { _ in random.int(in: 0...limit) }
            let after = (0..<random.int(in: 1...3)).map { _ in random.int(in: 0...60) }
            let last = limit + (low ? random.int(in: 1...2) : random.int(in: 1...20))
            return readUntilScenario(limit: limit, before: before, last: last, after: after, sensor: sensor)
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    static func sumAllScenario(_ numbers: [Int]) -> Scenario {
        Scenario(SumAllInputs(numbers: numbers),
                 expected: Expectation(output: "sum: \(numbers.reduce(0, +))"))
    }

    static func greetingScenario(name: String, failure reason: String?) -> Scenario {
        Scenario(GreetingInputs(name: name, reason: reason ?? ""),
                 expected: Expectation(output: reason.map { "could not load: \($0)" } ?? "hello, \(name)"))
    }

    /// The sensor sends `before` (none above the limit), then `last` (above it) and `after`,
    /// and goes quiet; or it sends `before` and fails.
    static func readUntilScenario(limit: Int, before: [Int], last: Int, after: [Int], sensor: Sensor) -> Scenario {
        let sent = sensor == .fails ? before : before + [last] + after
        let answer = sensor == .fails ? "threw: sensor unplugged" : "readings: " + (before + [last]).map(String.init).joined(separator: " ")
        return Scenario(ReadUntilInputs(limit: limit, readings: sent, ends: sensor == .fails ? "error" : "quiet"),
                        expected: Expectation(output: answer + "\nthe sensor's subscription was disposed: true"))
    }
}
