import CourseKit
import Lesson_checkpoint_operators
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.sharedClock, Exercises.pollFeed]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let sharedClock = Exercise(
        id: "checkpoint-operators-shared-clock",
        name: "SharedClock",
        shown: sharedClockScenario(period: 3, a: (1, 14), b: (6, 20), c: (24, 31)),
        variants: Variants { random in
            // A and B overlap, C comes after both have left; no viewer arrives or leaves on a
            // tick where the clock ticks.
            // Two of the three variants tick every 4: a `period` written as the shown 3 fails
            // every grading.
            let any = random.int(in: 3...4)
            let period = random.inTurn([4, any, 4])
            func offGrid(_ tick: Int, from start: Int) -> Int {
                var tick = tick
                while (tick - start) % period == 0 { tick += 1 }
                return tick
            }
            let startB = offGrid(1 + period + random.int(in: 1...period), from: 1)
            let endA = offGrid(startB + period * random.int(in: 1...2) + 1, from: 1)
            let endB = offGrid(endA + period * random.int(in: 1...2) + 1, from: 1)
            let startC = endB + random.int(in: 2...5)
            let endC = offGrid(startC + period * random.int(in: 2...3) + 1, from: startC)
            return sharedClockScenario(period: period, a: (1, endA), b: (startB, endB), c: (startC, endC))
        },
        rules: OperatorRules(require: ["create"])
    )

    /// One clock for A and B, started by A and stopped when B leaves; C, later, starts it
    /// again from 0.
    static func sharedClockScenario(period: Int, a: (Int, Int), b: (Int, Int), c: (Int, Int)) -> Scenario {
        var lines: [(Int, String)] = [(a.0, "clock started at tick \(a.0)")]
        func numbers(from start: Int, until end: Int) -> [(Int, Int)] {
            (0..<((end - start - 1) / period)).map { (start + period * ($0 + 1), $0) }
        }
        for (tick, number) in numbers(from: a.0, until: b.1) {
            if tick < a.1 { lines.append((tick, "A \(number) at tick \(tick)")) }
            if tick > b.0 { lines.append((tick, "B \(number) at tick \(tick)")) }
        }
        lines.append((b.1, "clock stopped at tick \(b.1)"))
        lines.append((c.0, "clock started at tick \(c.0)"))
        lines += numbers(from: c.0, until: c.1).map { ($0.0, "C \($0.1) at tick \($0.0)") }
        lines.append((c.1, "clock stopped at tick \(c.1)"))
        // At one tick A hears a number before B (it subscribed first).
        let output = lines.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        return Scenario(SharedClockInputs(period: period, viewers: "A=\(a.0)-\(a.1);B=\(b.0)-\(b.1);C=\(c.0)-\(c.1)"),
                        expected: Expectation(output: output.joined(separator: "\n"), subscriptionsEnd: true))
    }

    public static let pollFeed = Exercise(
        id: "checkpoint-operators-poll-feed",
        name: "PollFeed",
        shown: pollFeedScenario(period: 4, count: 5, flaky: [1], down: [3], viewerAfter: 2),
        variants: Variants { random in
            // One flaky and one down fetch, never the same; the down one is never the last
            // (caught after flatMap, a last failure would look the same). The viewer comes
            // after an answer, between two polls.
            // Variant 1 polls 6 or 7 times, variant 2 every 5 or 6 ticks: a `count` or a
            // `period` written as the shown 5 or 4 fails every grading.
            let count = random.inTurn([random.int(in: 6...7), random.int(in: 4...7), random.int(in: 4...7)])
            let period = random.inTurn([random.int(in: 4...6), random.int(in: 5...6), random.int(in: 4...6)])
            let down = random.int(in: 0...(count - 2))
            var flaky = random.int(in: 0...(count - 2))
            if flaky >= down { flaky += 1 }
            return pollFeedScenario(period: period, count: count, flaky: [flaky], down: [down],
                                    viewerAfter: random.int(in: 2...(count - 1)))
        },
        rules: OperatorRules(require: ["interval", "retry", "catchAndReturn"])
    )

    /// Poll k (from 0) goes out at tick period·(k+1): a flaky fetch is tried twice, a down one
    /// twice and shown as `off` at once, any other answers `n<k>` a tick later. The feed
    /// completes with its last answer; the viewer, `viewerAfter` polls in, gets the latest
    /// answer when it arrives, then the rest, from the same fetches.
    static func pollFeedScenario(period: Int, count: Int, flaky: Set<Int>, down: Set<Int>, viewerAfter: Int) -> Scenario {
        let polls = (0..<count).map { period * ($0 + 1) }
        let answers = (0..<count).map { k in down.contains(k) ? (polls[k], "off") : (polls[k] + 1, "n\(k)") }
        let end = answers[count - 1].0
        let viewerAt = period * viewerAfter + 2
        var lines: [(Int, String)] = (0..<count).flatMap { k in
            Array(repeating: (polls[k], "fetch \(k) at tick \(polls[k])"), count: flaky.contains(k) || down.contains(k) ? 2 : 1)
        }
        let latest = answers.last { $0.0 < viewerAt }!
        lines.append((viewerAt, "viewer: \(latest.1) at tick \(viewerAt)"))
        lines += answers.filter { $0.0 > viewerAt }.map { ($0.0, "viewer: \($0.1) at tick \($0.0)") }
        lines.append((end, "viewer: over at tick \(end)"))
        // Stable: at one tick the fetches come before the answer they lead to.
        let output = lines.enumerated().sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
        return Scenario(
            PollFeedInputs(period: period, count: count, flaky: flaky.sorted(), down: down.sorted(), viewerAt: viewerAt),
            expected: Expectation(diagram: .of(answers, completed: end), output: output.joined(separator: "\n"), subscriptionsEnd: true)
        )
    }
}
