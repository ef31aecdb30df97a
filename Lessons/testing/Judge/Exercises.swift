import CourseKit
import Lesson_testing
import RxCore
import RxTestCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.coldSubscriptions, Exercises.expectedEvents, Exercises.retrySubscriptions, Exercises.recordSearch, Exercises.hotScript]

/// Each exercise: its scenarios and what they must produce, worked out in plain Swift from the
/// rules of RxTest's clock (docs/claims.md, testing), never by running a chain.
public enum Exercises {
    // MARK: 1. the subscription a cold observable records

    public static let coldSubscriptions = Exercise(
        id: "testing-cold-subscriptions",
        name: "ColdSubscriptions",
        shown: coldSubscriptionsScenario(subscribed: 300, disposed: 600, completesAfter: 70),
        variants: Variants { random in
            let subscribed = 10 * random.int(in: 15...40)
            let disposed = subscribed + 10 * random.int(in: 20...60)
            let window = disposed - subscribed
            let cases: [Int?] = [
                random.int(in: 1...(window - 1)),   // completes while subscribed
                nil,                                // never completes
                random.int(in: (window + 1)...(window + 300)),   // would complete after the dispose
            ]
            let completesAfter = random.inTurn(cases)
            return coldSubscriptionsScenario(subscribed: subscribed, disposed: disposed, completesAfter: completesAfter)
        }
    )

    /// `xs.map { … }` disposes its subscription to `xs` when `xs` completes, `completesAfter`
    /// ticks after the subscription; otherwise `start` disposes it at `disposed`.
    static func coldSubscriptionsScenario(subscribed: Int, disposed: Int, completesAfter: Int?) -> Scenario {
        let end = completesAfter.map { min(subscribed + $0, disposed) } ?? disposed
        return Scenario(
            ColdSubscriptionsInputs(subscribed: subscribed, disposed: disposed, completesAfter: completesAfter.map(String.init) ?? "never"),
            expected: Expectation(output: Literal.of([Subscription(subscribed, end)]))
        )
    }

    // MARK: 2. the events a test expects

    public static let expectedEvents = Exercise(
        id: "testing-expected-events",
        name: "ExpectedEvents",
        shown: expectedEventsScenario([(150, 1), (200, 2), (240, 3), (410, 4)], end: .completed(500)),
        variants: Variants { random in
            var values: [(Int, Int)] = []
            for time in random.ticks(random.int(in: 1...2), in: 100...190, gap: 10) { values.append((time, random.int(in: 1...20))) }
            let ending = random.inTurn(["at 200", "after 1000", "error"])
            if ending == "at 200" { values.append((200, random.int(in: 1...20))) }
            for time in random.ticks(random.int(in: 3...5), in: 201...900, gap: 10) { values.append((time, random.int(in: 1...20))) }
            let end: Ending
            switch ending {
            case "after 1000":
                values.append((1000, random.int(in: 1...20)))
                values.append((1000 + 10 * random.int(in: 1...20), random.int(in: 1...20)))
                end = .completed(values.last!.0 + 10 * random.int(in: 1...10))
            case "error":
                end = .error(values.last!.0 + random.int(in: 5...60), "boom")
            default:
                end = .completed(values.last!.0 + random.int(in: 5...60))
            }
            return expectedEventsScenario(values, end: end)
        }
    )

    enum Ending {
        case completed(Int)
        case error(Int, String)
        case none
    }

    /// Input: the hot script. `start` subscribes at 200, after the hot events of tick 200 have
    /// gone, and disposes at 1000, after those of tick 1000: what `map { $0 * 2 }` records is
    /// the script's events in (200, 1000], values doubled.
    static func expectedEventsScenario(_ values: [(Int, Int)], end: Ending) -> Scenario {
        let script = recorded(values.map { ($0.0, "\($0.1)") }, end: end)
        let seen = recorded(values.filter { inWindow($0.0) }.map { ($0.0, "\($0.1 * 2)") }, end: end.within(inWindow))
        return Scenario(ExpectedEventsInputs(hot: script.joined(separator: ", ")), expected: Expectation(output: seen.joined(separator: "\n")))
    }

    static func inWindow(_ time: Int) -> Bool { time > 200 && time <= 1000 }

    /// Events written as a test writes them.
    static func recorded(_ values: [(Int, String)], end: Ending) -> [String] {
        var lines = values.map { ".next(\($0.0), \($0.1))" }
        switch end {
        case .completed(let time): lines.append(".completed(\(time))")
        case .error(let time, let name): lines.append(".error(\(time), \(name))")
        case .none: break
        }
        return lines
    }

    // MARK: 3. the subscriptions of a retried cold observable

    public static let retrySubscriptions = Exercise(
        id: "testing-retry-subscriptions",
        name: "RetrySubscriptions",
        shown: retrySubscriptionsScenario(failsAfter: 50, attempts: 3),
        variants: Variants { random in
            let cases: [(Int, Int)] = [
                (random.int(in: 20...120), random.int(in: 2...6)),    // every attempt before the dispose at 1000
                (random.int(in: 210...310), random.int(in: 4...6)),   // the dispose at 1000 cuts the last attempts (4 × 210 > 800)
                (random.int(in: 20...400), 1),                        // a single attempt: no retry
            ]
            let picked = random.inTurn(cases)
            var failsAfter = picked.0
            let attempts = picked.1
            if (800 % failsAfter) == 0 { failsAfter += 1 }   // no failure on the dispose tick itself
            return retrySubscriptionsScenario(failsAfter: failsAfter, attempts: attempts)
        }
    )

    /// `xs` fails `failsAfter` ticks after each subscription; `retry(attempts)` subscribes to
    /// it again at once, up to `attempts` subscriptions in all; `start` subscribes at 200 and
    /// disposes at 1000, which ends the one open then and prevents the rest.
    static func retrySubscriptionsScenario(failsAfter: Int, attempts: Int) -> Scenario {
        var subscriptions: [Subscription] = []
        for index in 0..<attempts {
            let from = 200 + index * failsAfter
            guard from < 1000 else { break }
            subscriptions.append(Subscription(from, min(from + failsAfter, 1000)))
        }
        return Scenario(RetrySubscriptionsInputs(failsAfter: failsAfter, attempts: attempts),
                        expected: Expectation(output: Literal.of(subscriptions)))
    }

    // MARK: 4. a test of searchQueries

    public static let recordSearch = Exercise(
        id: "testing-record-search",
        name: "RecordSearch",
        shown: recordSearchScenario([(150, "r"), (210, "rx"), (212, "rxs"), (230, "rxsw"), (231, "rxs"), (240, "rxswift")], end: .completed(250)),
        variants: Variants { random in
            var typed = [(random.int(in: 100...195), random.pick(words))]
            var time = random.int(in: 201...230)
            for _ in 0..<random.int(in: 5...8) {
                typed.append((time, random.pick(words)))
                time += random.pick(gaps)
            }
            let endTime = typed.last!.0 + random.pick(gaps)
            let endings: [Ending] = [.completed(endTime), .error(endTime, "boom"), .none]
            let end = random.inTurn(endings)
            return recordSearchScenario(typed, end: end)
        }
    )

    static let words = ["rx", "rxs", "sw", "swi", "swift", "test"]
    /// Never 3: an input exactly when a debounce's wait ends comes first and restarts it (the
    /// hot script was scheduled before the wait); a scenario leaves that tie out.
    static let gaps = [1, 2, 4, 5, 6, 8, 10]

    /// What `start { searchQueries(xs, scheduler) }` records on `TestScheduler(initialClock: 0)`
    /// (resolution 1.0, so `.seconds(3)` is 3 ticks): each query that stands 3 ticks without
    /// another, unless it equals the last one sent; the one waiting when the script completes
    /// goes out at the completion; an error drops it. Nothing before 201 is seen.
    static func searchRecords(_ typed: [(Int, String)], end: Ending) -> [String] {
        var sent: [(Int, String)] = []
        var waiting: (Int, String)?
        func send(_ time: Int, _ query: String) {
            if sent.last?.1 != query { sent.append((time, query)) }
        }
        for (time, query) in typed where time > 200 {
            if let (since, pending) = waiting, since + 3 < time { send(since + 3, pending) }
            waiting = (time, query)
        }
        switch end {
        case .completed(let time):
            if let (since, pending) = waiting { send(min(since + 3, time), pending) }
        case .error(let time, _):
            if let (since, pending) = waiting, since + 3 < time { send(since + 3, pending) }
        case .none:
            if let (since, pending) = waiting { send(since + 3, pending) }
        }
        return recorded(sent, end: end)
    }

    static func recordSearchScenario(_ typed: [(Int, String)], end: Ending) -> Scenario {
        Scenario(RecordSearchInputs(typed: recorded(typed, end: end).joined(separator: ", ")),
                 expected: Expectation(output: searchRecords(typed, end: end).joined(separator: "\n")))
    }

    // MARK: 5. a script for a wanted recording

    public static let hotScript = Exercise(
        id: "testing-hot-script",
        name: "HotScript",
        shown: hotScriptScenario([(230, "rx"), (260, "rxswift")], end: .completed(300)),
        variants: Variants { random in
            var wanted: [(Int, String)] = []
            var time = random.int(in: 210...260)
            for _ in 0..<random.int(in: 3...5) {
                let query = random.pick(words.filter { $0 != wanted.last?.1 })
                wanted.append((time, query))
                time += random.int(in: 4...40)
            }
            let endTime = wanted.last!.0 + random.int(in: 1...30)
            let endings: [Ending] = [.completed(endTime), .error(endTime, "boom"), .none]
            let end = random.inTurn(endings)
            return hotScriptScenario(wanted, end: end)
        }
    )

    /// The graded program plays the learner's script into `searchQueries` and prints what the
    /// test records: it must be `wanted`, exactly.
    static func hotScriptScenario(_ wanted: [(Int, String)], end: Ending) -> Scenario {
        let lines = recorded(wanted, end: end)
        return Scenario(HotScriptInputs(wanted: lines.joined(separator: ", ")), expected: Expectation(output: lines.joined(separator: "\n")))
    }
}

extension Exercises.Ending {
    /// The ending as a test sees it: only if it happens while subscribed.
    func within(_ window: (Int) -> Bool) -> Exercises.Ending {
        switch self {
        case .completed(let time): return window(time) ? self : .none
        case .error(let time, _): return window(time) ? self : .none
        case .none: return .none
        }
    }
}
