import CourseKit
import Lesson_dispose
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.stopTheInterval, Exercises.endOnSignal, Exercises.groupOfTimers]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let stopTheInterval = Exercise(
        id: "dispose-interval",
        name: "StopTheInterval",
        shown: stopTheIntervalScenario(period: 3, count: 3),
        variants: Variants { random in
            // Variant 1's period and variant 2's count are never the shown 3: a tick worked out
            // from either one written as 3 fails every grading.
            let period = random.inTurn([random.pick([2, 4, 5]), random.int(in: 2...5), random.int(in: 2...5)])
            let count = random.inTurn([random.int(in: 2...6), random.pick([2, 4, 5, 6]), random.int(in: 2...6)])
            return stopTheIntervalScenario(period: period, count: count)
        }
    )

    public static let endOnSignal = Exercise(
        id: "dispose-take-until",
        name: "EndOnSignal",
        shown: endOnSignalScenario(period: 3, stop: 10),
        variants: Variants { random in
            // More numbers than the shown three before the signal, which never falls on a
            // number's tick (which of two events at one tick comes first is not the lesson).
            let period = random.int(in: 2...4)
            return endOnSignalScenario(period: period, stop: period * random.int(in: 4...6) + 1)
        },
        rules: OperatorRules(require: ["take(until:)"])
    )

    public static let groupOfTimers = Exercise(
        id: "dispose-composite",
        name: "GroupOfTimers",
        shown: groupOfTimersScenario(periodA: 3, periodB: 4, removeAAt: 10, closeAt: 19),
        variants: Variants { random in
            // B's period is A's plus one, and A leaves before the first tick they share; no
            // removal or closing falls on a tick where a timer fires.
            // Variant 1's A ticks every 2 (removed at 5, closed at 12 or 16): a `removeAAt` or
            // a `closeAt` written as the shown 10 or 19 fails every grading.
            let periodA = random.inTurn([2, random.int(in: 2...4), random.int(in: 2...4)]), periodB = periodA + 1
            let removals = (2 * periodA + 1..<periodA * periodB).filter { $0 % periodA != 0 && $0 % periodB != 0 }
            let removeAAt = random.pick(removals)
            var closeAt = removeAAt + periodB * random.int(in: 2...3) + 1
            if closeAt % periodB == 0 { closeAt += 1 }
            return groupOfTimersScenario(periodA: periodA, periodB: periodB, removeAAt: removeAAt, closeAt: closeAt)
        }
    )

    /// A's numbers before `removeAAt`, B's before `closeAt`, in the order of their ticks;
    /// every subscription over by the end.
    static func groupOfTimersScenario(periodA: Int, periodB: Int, removeAAt: Int, closeAt: Int) -> Scenario {
        func lines(_ name: String, _ period: Int, before end: Int) -> [(Int, String)] {
            (0..<(end - 1) / period).map { (period * ($0 + 1), "\(name) \($0) at tick \(period * ($0 + 1))") }
        }
        let output = (lines("A", periodA, before: removeAAt) + lines("B", periodB, before: closeAt)).sorted { $0.0 < $1.0 }.map(\.1)
        return Scenario(GroupOfTimersInputs(periodA: periodA, periodB: periodB, removeAAt: removeAAt, closeAt: closeAt),
                        expected: Expectation(output: output.joined(separator: "\n"), subscriptionsEnd: true))
    }

    /// An interval of `period` ticks that must let exactly `count` numbers through: it is
    /// disposed after the last of them and before the next, which the diagram marks at the
    /// tick after the last.
    static func stopTheIntervalScenario(period: Int, count: Int) -> Scenario {
        let values = (0..<count).map { (period * ($0 + 1), "\($0)") }
        return Scenario(StopTheIntervalInputs(period: period, count: count),
                        expected: Expectation(diagram: .of(values, disposed: period * count + 1)))
    }

    /// Numbers every `period` ticks, going on, and a signal at `stop`: the numbers before it
    /// pass, and the result completes at `stop`.
    static func endOnSignalScenario(period: Int, stop: Int) -> Scenario {
        let ticks = (0..<8).map { (period * ($0 + 1), "\($0)") }
        return Scenario(
            EndOnSignalInputs(ticks: Diagram(MarbleDiagram.of(ticks)), stop: Diagram(MarbleDiagram.of([(stop, "x")]))),
            expected: Expectation(diagram: .of(ticks.filter { $0.0 < stop }, completed: stop), subscriptionsEnd: true)
        )
    }
}
