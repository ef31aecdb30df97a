import CourseKit
import Lesson_share
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.sharedCounter, Exercises.latestForNewcomers]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let sharedCounter = Exercise(
        id: "share-one-timer",
        name: "SharedCounter",
        shown: sharedCounterScenario(period: 2, count: 3, lateAt: 3),
        variants: Variants { random in
            let period = random.int(in: 2...4)
            let count = random.int(in: 4...6)
            // Between two numbers, after at least one: share() gives the second screen nothing
            // until the next number, where share(replay: 1) would hand it the one it missed.
            return sharedCounterScenario(period: period, count: count, lateAt: period * random.int(in: 1...(count - 2)) + 1)
        }
    )

    public static let latestForNewcomers = Exercise(
        id: "share-replay-latest",
        name: "LatestForNewcomers",
        shown: latestForNewcomersScenario(period: 3, count: 6, lateAt: 10, keep: 2),
        variants: Variants { random in
            let period = random.int(in: 2...4)
            // Two of the three variants keep 3: a `keep` written as the shown 2 fails every grading.
            let any = random.int(in: 2...3)
            let keep = random.inTurn([3, any, 3])
            let count = random.int(in: (keep + 3)...(keep + 5))
            // Between two readings, after more than `keep` of them: replaying one, or all, is wrong.
            return latestForNewcomersScenario(period: period, count: count, lateAt: period * random.int(in: (keep + 1)...(count - 1)) + 1, keep: keep)
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand + ["startWith"])
    )

    /// One counter of `count` numbers every `period` ticks, seen by two subscribers, the second
    /// from `lateAt`: one `Subscribed`, the first screen prints every number, the second only
    /// those after it arrived (nothing replayed), one `Disposed`.
    static func sharedCounterScenario(period: Int, count: Int, lateAt: Int) -> Scenario {
        let values = (0..<count).map { (period * ($0 + 1), "\($0)") }
        var lines = ["Subscribed"]
        for number in 0..<count {
            lines.append("First \(number)")
            if period * (number + 1) > lateAt { lines.append("Second \(number)") }
        }
        lines.append("Disposed")
        return Scenario(SharedCounterInputs(period: period, count: count, lateAt: lateAt),
                        expected: Expectation(diagram: .of(values, completed: period * count), output: lines.joined(separator: "\n")))
    }

    /// Readings 0, 1, … every `period` ticks, `count` of them; a subscriber arriving at
    /// `lateAt` gets the latest `keep` readings at once, then the rest, and the completion.
    static func latestForNewcomersScenario(period: Int, count: Int, lateAt: Int, keep: Int) -> Scenario {
        let readings = (0..<count).map { (period * ($0 + 1), $0) }
        let latest = readings.filter { $0.0 < lateAt }.suffix(keep).map { (0, "\($0.1)") }
        let later = readings.filter { $0.0 >= lateAt }.map { ($0.0 - lateAt, "\($0.1)") }
        return Scenario(LatestForNewcomersInputs(period: period, count: count, lateAt: lateAt, keep: keep),
                        expected: Expectation(diagram: .of(latest + later, completed: period * count - lateAt)))
    }
}
