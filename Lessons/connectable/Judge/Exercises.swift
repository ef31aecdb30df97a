import CourseKit
import Lesson_connectable
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.startFeed, Exercises.lastReadings, Exercises.whileWatched, Exercises.broadcast]

/// Each exercise: its scenarios and what they must produce, worked out in plain Swift from how
/// a connectable sequence behaves (docs/claims.md, connectable), never by running a chain.
public enum Exercises {
    // MARK: 1. connect, and dispose the connection

    public static let startFeed = Exercise(
        id: "connectable-start-feed",
        name: "StartFeed",
        shown: startFeedScenario(period: 2, startAt: 4, stopAt: 13),
        variants: Variants { random in
            let period = random.int(in: 2...4)
            let startAt = random.int(in: 1...6)
            return startFeedScenario(period: period, startAt: startAt,
                                     stopAt: startAt + period * random.int(in: 3...5) + random.int(in: 1...(period - 1)))
        }
    )

    /// The published feed is subscribed to its source at `startAt` and counts 0, 1, … every
    /// `period` ticks until the connection is disposed at `stopAt` (never on a value's tick).
    static func startFeedScenario(period: Int, startAt: Int, stopAt: Int) -> Scenario {
        let values = ticks(from: startAt, every: period, before: stopAt)
        return Scenario(
            StartFeedInputs(period: period, startAt: startAt, stopAt: stopAt),
            expected: Expectation(diagram: .of(values.map { ($0.tick, "\($0.value)") }),
                                  output: "source subscribed at tick \(startAt)\nsource disposed at tick \(stopAt)")
        )
    }

    // MARK: 2. replay(n) for a late screen

    public static let lastReadings = Exercise(
        id: "connectable-last-readings",
        name: "LastReadings",
        shown: lastReadingsScenario(period: 2, total: 8, count: 2, lateAt: 9),
        variants: Variants { random in
            let period = random.int(in: 2...4)
            // Two of the three variants keep 3: a `count` written as the shown 2 fails every grading.
            let any = random.int(in: 2...3)
            let count = random.inTurn([3, any, 3])
            let missed = random.int(in: (count + 1)...(count + 2))   // more than count: replaying all would show
            let total = missed + random.int(in: 2...4)
            return lastReadingsScenario(period: period, total: total, count: count,
                                        lateAt: period * missed + random.int(in: 1...(period - 1)))
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand + ["startWith"])
    )

    /// Readings 0..<total every `period` ticks from tick 0, connected at once. A screen that
    /// subscribes at `lateAt` gets the last `count` readings at once, then the rest and the completion.
    static func lastReadingsScenario(period: Int, total: Int, count: Int, lateAt: Int) -> Scenario {
        let readings = (0..<total).map { (tick: period * ($0 + 1), value: $0) }
        let missed = readings.filter { $0.tick < lateAt }.suffix(count).map { (0, "\($0.value)") }
        let later = readings.filter { $0.tick > lateAt }.map { ($0.tick - lateAt, "\($0.value)") }
        return Scenario(
            LastReadingsInputs(period: period, total: total, count: count, lateAt: lateAt),
            expected: Expectation(diagram: .of(missed + later, completed: period * total - lateAt))
        )
    }

    // MARK: 3. refCount: connected while watched

    public static let whileWatched = Exercise(
        id: "connectable-while-watched",
        name: "WhileWatched",
        shown: whileWatchedScenario(period: 2, firstEnd: 7, second: 3..<11, third: 14..<21),
        variants: Variants { random in
            let period = random.int(in: 2...3)
            let secondAt = period * random.int(in: 1...2) + 1
            let firstEnd = secondAt + period * random.int(in: 1...2)
            let secondEnd = firstEnd + period * random.int(in: 1...2)
            let thirdAt = secondEnd + random.int(in: 2...6)
            let thirdEnd = thirdAt + period * random.int(in: 2...4) + 1
            return whileWatchedScenario(period: period, firstEnd: firstEnd, second: secondAt..<secondEnd, third: thirdAt..<thirdEnd)
        },
        rules: OperatorRules(forbid: ["share"])
    )

    /// One connection from the first watcher (tick 0) until the second leaves; the second sees
    /// only what comes while it watches. The third comes after both left: a new connection,
    /// counting from 0 again, disposed when it leaves. No bound falls on a value's tick.
    static func whileWatchedScenario(period: Int, firstEnd: Int, second: Range<Int>, third: Range<Int>) -> Scenario {
        let seen = ticks(from: 0, every: period, before: second.upperBound).filter { $0.tick > second.lowerBound }
        let lines = ["source subscribed at tick 0"]
            + seen.map { "second watcher: \($0.value) at tick \($0.tick)" }
            + ["source disposed at tick \(second.upperBound)",
               "source subscribed at tick \(third.lowerBound)",
               "source disposed at tick \(third.upperBound)"]
        let thirdSees = ticks(from: 0, every: period, before: third.count).map { ($0.tick, "\($0.value)") }
        return Scenario(
            WhileWatchedInputs(period: period, firstEnd: firstEnd, secondAt: second.lowerBound, secondEnd: second.upperBound, thirdAt: third.lowerBound, thirdEnd: third.upperBound),
            expected: Expectation(diagram: .of(thirdSees, disposed: third.count), output: lines.joined(separator: "\n"), subscriptionsEnd: true)
        )
    }

    // MARK: 4. a broadcast started and stopped by hand

    public static let broadcast = Exercise(
        id: "connectable-broadcast",
        name: "Broadcast",
        shown: broadcastScenario(period: 3, early: 1, late: 7, sessions: [2..<16, 20..<30]),
        variants: Variants { random in
            let period = random.int(in: 2...4)
            let missed = random.int(in: 1...2)
            let late = period * missed + random.int(in: 1...(period - 1))
            var sessions: [Range<Int>] = []
            var start = random.int(in: 0...4)
            for _ in 0..<2 {
                let stop = start + period * random.int(in: (missed + 1)...(missed + 3)) + random.int(in: 1...(period - 1))
                sessions.append(start..<stop)
                start = stop + random.int(in: 2...5)
            }
            return broadcastScenario(period: period, early: random.int(in: 1...(period - 1)), late: late, sessions: sessions)
        }
    )

    /// Each session connects at its start: the source counts 0, 1, … every `period` ticks
    /// until the stop disposes it. The early watcher (before the first value) sees them all;
    /// the late one first gets the value sent last before it came, then the rest. Nothing of a
    /// session reaches the next one.
    static func broadcastScenario(period: Int, early: Int, late: Int, sessions: [Range<Int>]) -> Scenario {
        var lines: [String] = []
        for (index, session) in sessions.enumerated() {
            let name = "session \(index + 1)"
            let values = ticks(from: session.lowerBound, every: period, before: session.upperBound)
            let lateAt = session.lowerBound + late
            lines.append("source subscribed at tick \(session.lowerBound)")
            var lateSent = false
            for value in values {
                if value.tick > lateAt, !lateSent, let latest = values.last(where: { $0.tick < lateAt }) {
                    lines.append("\(name), late watcher: \(latest.value) at tick \(lateAt)")
                    lateSent = true
                }
                lines.append("\(name), early watcher: \(value.value) at tick \(value.tick)")
                if value.tick > lateAt { lines.append("\(name), late watcher: \(value.value) at tick \(value.tick)") }
            }
            lines.append("source disposed at tick \(session.upperBound)")
        }
        return Scenario(
            BroadcastInputs(period: period, early: early, late: late, start1: sessions[0].lowerBound, stop1: sessions[0].upperBound, start2: sessions[1].lowerBound, stop2: sessions[1].upperBound),
            expected: Expectation(output: lines.joined(separator: "\n"), subscriptionsEnd: true))
    }

    /// An interval subscribed at `from`: value n at `from + period * (n + 1)`, those before `end`.
    static func ticks(from: Int, every period: Int, before end: Int) -> [(tick: Int, value: Int)] {
        stride(from: from + period, to: end, by: period).enumerated().map { (tick: $0.element, value: $0.offset) }
    }
}
