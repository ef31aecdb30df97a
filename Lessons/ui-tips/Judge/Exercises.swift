import LessonKit
import Lesson_ui_tips
import Marbles
import RxCocoaKit
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.searchResults, Exercises.sharedResults]

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
        rules: OperatorRules(forbid: ["just", "of", "from", "create"])
    )

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
        return Scenario(["typed": typed.map { "\($0.0)=\($0.1)" }.joined(separator: ";")], expected: Expectation(diagram: .of(answers)))
    }

    /// The query typed at tick 1 is answered at 5; the list arriving at `listAt` gets that
    /// answer at once from the shared chain, which ends when the screen closes; one request.
    static func sharedScenario(query: String, listAt: Int, closedAt: Int) -> Scenario {
        let count = repositories(matching: query).count
        return Scenario(["query": query, "listAt": "\(listAt)", "closedAt": "\(closedAt)"],
                        expected: Expectation(diagram: .of([(0, "\(count)")], completed: closedAt - listAt),
                                              output: "label: \(count) results\nrequests: 1"))
    }
}
