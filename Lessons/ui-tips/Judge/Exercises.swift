import CourseKit
import Lesson_ui_tips
import Marbles
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.sharedResults, Exercises.showCount, Exercises.searchResults, Exercises.clearWhileLoading]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    public static let searchResults = Exercise(
        id: "ui-tips-search",
        name: "SearchResults",
        shown: searchScenario([(0, "R"), (1, "Rx"), (4, "Rx "), (5, "Rx"), (10, "RxS")]),
        variants: Variants { random in
            var tick = 0
            let typed = (0..<random.int(in: 5...9)).map { _ -> (Int, String) in
                tick += random.int(in: 1...4)
                return (tick, random.pick(["R", "Rx", "RxS", "RxC", "Re", "Rea", "Real"]))
            }
            return searchScenario(typed)
        },
        rules: OperatorRules(require: ["throttle", "distinctUntilChanged", "flatMapLatest"])
    )

    public static let sharedResults = Exercise(
        id: "ui-tips-share",
        name: "SharedResults",
        shown: sharedScenario(query: "Rx", listAt: 7, closedAt: 14),
        variants: Variants { random in
            let listAt = random.int(in: 6...10)
            return sharedScenario(query: random.pick(["R", "RxS", "Re", "Real", "RxC"]), listAt: listAt, closedAt: listAt + random.int(in: 2...8))
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let showCount = Exercise(
        id: "ui-tips-safe-binding",
        name: "ShowCount",
        shown: showCountScenario([(1, "Rx"), (8, "Re"), (15, "Rx?"), (22, "R")]),
        variants: Variants { random in
            // Answered queries, then one the server fails (every grading has one), then more.
            let ticks = random.ticks(random.int(in: 4...6), in: 1...50, gap: 6)
            let failing = random.int(in: 1...(ticks.count - 2))
            let queries = ticks.enumerated().map { index, tick in
                (tick, index == failing ? random.pick(["Rx?", "R?", "Re?"]) : random.pick(["R", "Rx", "RxS", "RxC", "Re", "Real"]))
            }
            return showCountScenario(queries)
        },
        rules: OperatorRules(forbid: OperatorRules.madeByHand)
    )

    public static let clearWhileLoading = Exercise(
        id: "ui-tips-retry-and-clear",
        name: "ClearWhileLoading",
        shown: clearWhileLoadingScenario([(1, "Rx"), (12, "Re"), (24, "RxS"), (26, "R"), (38, "Rx")], flaky: ["Re"], down: ["R"]),
        variants: Variants { random in
            // Each grading has a flaky query, a query that never answers and one replaced
            // while it loads; the others answer at the first attempt.
            let names = ["R", "Rx", "RxS", "RxC", "Re", "Real"]
            let flaky = random.pick(names)
            let down = random.pick(names.filter { $0 != flaky })
            let plain = names.filter { $0 != flaky && $0 != down }
            let replaced = random.pick(plain)
            var order = [flaky, down, replaced, random.pick(plain)]
            order.swapAt(0, random.int(in: 0...1))
            var typed: [(Int, String)] = []
            var tick = random.int(in: 1...3)
            for query in order {
                typed.append((tick, query))
                if query == replaced {
                    tick += 2
                    typed.append((tick, random.pick(plain.filter { $0 != replaced })))
                }
                tick += random.int(in: 11...13)
            }
            return clearWhileLoadingScenario(typed, flaky: [flaky], down: [down])
        },
        rules: OperatorRules(require: ["flatMapLatest", "retry", "startWith"])
    )

    /// Each query's count on the label a tick after its answer (moved to the main thread);
    /// the failed one shows 0 a tick after the 500, and nothing after it.
    static func showCountScenario(_ queries: [(Int, String)]) -> Scenario {
        let latency = Harness.searchLatency
        var shown: [(Int, String)] = []
        for (tick, query) in queries {
            shown.append((tick + latency + 1, query.contains("?") ? "0" : "\(repositories(matching: query).count)"))
            if query.contains("?") { break }
        }
        return Scenario(ShowCountInputs(typed: queries.map { "\($0.0)=\($0.1)" }.joined(separator: ";"), closedAt: queries[queries.count - 1].0 + latency + 3),
                        expected: Expectation(diagram: .of(shown), subscriptionsEnd: true))
    }

    /// Each query clears the results at once (0), then shows its count when an attempt
    /// answers: a flaky query on its third attempt, a down one never (0 after the third
    /// failure); a query replaced while loading shows nothing more. Each attempt takes 3 ticks.
    static func clearWhileLoadingScenario(_ typed: [(Int, String)], flaky: Set<String>, down: Set<String>) -> Scenario {
        var counts: [(Int, String)] = []
        var lines: [String] = []
        for (index, (tick, query)) in typed.enumerated() {
            let next = index + 1 < typed.count ? typed[index + 1].0 : Int.max
            counts.append((tick, "0"))
            let tries = flaky.contains(query) || down.contains(query) ? 3 : 1
            for attempt in 0..<tries where tick + 3 * attempt < next {
                lines.append("search \(query) at tick \(tick + 3 * attempt)")
            }
            let end = tick + 3 * tries
            if end < next {
                counts.append((end, down.contains(query) ? "0" : "\(repositories(matching: query).count)"))
            }
        }
        return Scenario(ClearWhileLoadingInputs(typed: typed.map { "\($0.0)=\($0.1)" }.joined(separator: ";"), flaky: flaky.sorted(), down: down.sorted()),
                        expected: Expectation(diagram: .of(counts), output: lines.joined(separator: "\n")))
    }

    /// What the task's three rules make of the keystrokes: at most one query per 3 ticks
    /// (the first of a window at once, the latest when the window ends), no query equal to the
    /// one before, and only the latest search's answer (`Harness.searchLatency` ticks later), as a count.
    static func searchScenario(_ typed: [(Int, String)]) -> Scenario {
        let window = 3
        var throttled: [(Int, String)] = []
        var lastSent: Int?
        var pending: (value: String, due: Int)?
        func send(_ value: String, at tick: Int) {
            throttled.append((tick, value))
            lastSent = tick
            pending = nil
        }
        for (tick, text) in typed {
            // A window that ended before this keystroke lets its latest query through first.
            if let waiting = pending, waiting.due < tick { send(waiting.value, at: waiting.due) }
            if let last = lastSent, tick - last < window {
                pending = (text, pending?.due ?? last + window)
            } else {
                send(text, at: tick)
            }
        }
        if let waiting = pending { send(waiting.value, at: waiting.due) }
        let queries = throttled.enumerated().filter { $0.offset == 0 || throttled[$0.offset - 1].1 != $0.element.1 }.map(\.element)
        let answers = queries.enumerated().compactMap { index, query -> (Int, String)? in
            let answered = query.0 + Harness.searchLatency
            // A newer query at or before the answer drops this request.
            if index + 1 < queries.count, queries[index + 1].0 <= answered { return nil }
            return (answered, "\(repositories(matching: query.1).count)")
        }
        return Scenario(SearchResultsInputs(typed: typed.map { "\($0.0)=\($0.1)" }.joined(separator: ";")), expected: Expectation(diagram: .of(answers)))
    }

    /// The query typed at tick 1 is answered at 5; the list arriving at `listAt` gets that
    /// answer at once from the shared chain, which ends when the screen closes; one request.
    static func sharedScenario(query: String, listAt: Int, closedAt: Int) -> Scenario {
        let count = repositories(matching: query).count
        return Scenario(SharedResultsInputs(query: query, listAt: listAt, closedAt: closedAt),
                        expected: Expectation(diagram: .of([(0, "\(count)")], completed: closedAt - listAt),
                                              output: "label: \(count) results\nrequests: 1"))
    }
}
