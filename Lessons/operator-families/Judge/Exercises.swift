import CourseKit
import Lesson_operator_families
import Marbles
import RxCore

/// This lesson's exercises in the order `list` shows them (the graded program never links this module).
public let exercises: [Exercise] = [Exercises.evenTimesTen, Exercises.runningTotal, Exercises.orderTotal, Exercises.settledQuery, Exercises.latestAnswer, Exercises.replyOrGiveUp]

/// Each exercise: its scenarios and what they must produce. The graded program runs
/// `Harness` (in the lesson) and never sees any of this.
public enum Exercises {
    // MARK: 1. filter + map

    public static let evenTimesTen = Exercise(
        id: "families-filter-map",
        name: "EvenTimesTen",
        shown: evenTimesTenScenario([(1, 1), (4, 2), (7, 3), (10, 4)], end: 12),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 5...8), in: 1...30, gap: 3)
            return evenTimesTenScenario(ticks.map { ($0, random.int(in: 1...9)) }, end: ticks.last! + random.int(in: 1...3))
        },
        rules: OperatorRules(require: ["filter", "map"], forbid: OperatorRules.madeByHand)
    )

    // MARK: 2. scan

    public static let runningTotal = Exercise(
        id: "families-scan",
        name: "RunningTotal",
        shown: runningTotalScenario([(2, 3), (5, 1), (8, 4)], end: 10),
        variants: Variants { random in
            let ticks = random.ticks(random.int(in: 4...7), in: 1...30, gap: 3)
            return runningTotalScenario(ticks.map { ($0, random.int(in: 1...9)) }, end: ticks.last! + random.int(in: 1...3))
        },
        rules: OperatorRules(require: ["scan"], forbid: OperatorRules.madeByHand)
    )

    // MARK: 3. combineLatest

    public static let orderTotal = Exercise(
        id: "families-combine-latest",
        name: "OrderTotal",
        shown: orderTotalScenario(price: [(1, 5), (10, 4)], quantity: [(4, 2), (7, 3)]),
        variants: Variants { random in
            // Both inputs' events on distinct ticks; each input gets at least two.
            let ticks = random.ticks(random.int(in: 5...8), in: 1...36, gap: 3)
            var owners = ticks.map { _ in random.int(in: 0...1) }
            owners[0] = 0
            owners[1] = 1
            owners[ticks.count - 1] = 0
            owners[ticks.count - 2] = 1
            let events = zip(ticks, owners).map { ($0, $1, random.int(in: 1...9)) }
            return orderTotalScenario(price: events.filter { $0.1 == 0 }.map { ($0.0, $0.2) },
                                      quantity: events.filter { $0.1 == 1 }.map { ($0.0, $0.2) })
        },
        rules: OperatorRules(require: ["combineLatest"], forbid: OperatorRules.madeByHand)
    )

    // MARK: 4. debounce

    public static let settledQuery = Exercise(
        id: "families-debounce",
        name: "SettledQuery",
        shown: settledQueryScenario([(1, "r"), (3, "u"), (5, "s"), (12, "c"), (14, "o")], quiet: 3),
        variants: Variants { random in
            // Two of the three variants pause other than the shown 3 ticks: a `quiet` never
            // read fails every grading, not one in 27.
            let any = random.int(in: 3...5)
            let quiet = random.inTurn([4, 5, any])
            let letters = Array("abcdefghijklmnopqrstuvwyz").shuffled(using: &random)
            var tick = random.int(in: 1...3)
            var typed: [(Int, String)] = []
            for letter in letters.prefix(random.int(in: 6...9)) {
                typed.append((tick, String(letter)))
                // A short pause (a burst) or a long one, never exactly `quiet`.
                tick += random.int(in: 0...2) == 0 ? random.int(in: quiet + 1...quiet + 4) : random.int(in: 2...quiet - 1)
            }
            return settledQueryScenario(typed, quiet: quiet)
        },
        rules: OperatorRules(require: ["debounce"], forbid: OperatorRules.madeByHand)
    )

    // MARK: 5. flatMapLatest

    public static let latestAnswer = Exercise(
        id: "families-flat-map-latest",
        name: "LatestAnswer",
        shown: latestAnswerScenario([(1, "a", 5), (4, "b", 3), (10, "c", 4)]),
        variants: Variants { random in
            let letters = Array("abcdefghijklmnopqrstuvwyz").shuffled(using: &random)
            var tick = random.int(in: 1...3)
            var queries: [(Int, String, Int)] = []
            for (index, letter) in letters.prefix(random.int(in: 4...7)).enumerated() {
                let latency = random.int(in: 2...6)
                queries.append((tick, String(letter), latency))
                // The second query always comes before the first answer: an overtaken search.
                let overtaken = index == 0 || random.int(in: 0...1) == 0
                tick += overtaken ? random.int(in: 2...max(2, latency - 1)) : latency + random.int(in: 1...3)
                if overtaken && latency == 2 { queries[index].2 = 3 }
            }
            return latestAnswerScenario(queries)
        },
        rules: OperatorRules(require: ["flatMapLatest"], forbid: OperatorRules.madeByHand)
    )

    // MARK: 6. timeout

    public static let replyOrGiveUp = Exercise(
        id: "families-timeout",
        name: "ReplyOrGiveUp",
        shown: replyOrGiveUpScenario([(1, "a"), (3, "b"), (9, "c")], end: 11, limit: 4),
        variants: Variants { random in
            // Variant 1 stalls past a limit of 3, variant 2 waits 5: a `limit` written as the
            // shown 4 fails every grading.
            let limit = random.inTurn([3, 5, random.int(in: 3...5)])
            let stalls = random.inTurn([true, random.int(in: 0...1) == 0, random.int(in: 0...1) == 0])
            let count = random.int(in: 3...6)
            let stallAt = random.int(in: 0...count - 1)
            var tick = 0
            var parts: [(Int, String)] = []
            for (index, letter) in "abcdefg".prefix(count).enumerated() {
                // Within the limit, or (once, when the reply stalls) well past it.
                tick += stalls && index == stallAt ? limit + random.int(in: 1...3) : random.int(in: 2...limit - 1)
                parts.append((tick, String(letter)))
            }
            return replyOrGiveUpScenario(parts, end: tick + random.int(in: 1...limit - 1), limit: limit)
        },
        rules: OperatorRules(require: ["timeout"], forbid: OperatorRules.madeByHand)
    )

    /// The even numbers, each times ten, on the ticks they arrived; the end passes through.
    static func evenTimesTenScenario(_ events: [(Int, Int)], end: Int) -> Scenario {
        let kept = events.filter { $0.1 % 2 == 0 }.map { ($0.0, "\($0.1 * 10)") }
        return Scenario(EvenTimesTenInputs(numbers: Diagram(numbers(events, completed: end))),
                        expected: Expectation(diagram: .of(kept, completed: end)))
    }

    /// After every score, the sum of the scores so far.
    static func runningTotalScenario(_ events: [(Int, Int)], end: Int) -> Scenario {
        var total = 0
        let totals = events.map { event -> (Int, String) in
            total += event.1
            return (event.0, "\(total)")
        }
        return Scenario(RunningTotalInputs(points: Diagram(numbers(events, completed: end))),
                        expected: Expectation(diagram: .of(totals, completed: end)))
    }

    /// Whenever either input changes, once both have a value: the latest price times the
    /// latest quantity. The inputs never end, so neither does the result.
    static func orderTotalScenario(price: [(Int, Int)], quantity: [(Int, Int)]) -> Scenario {
        let changes = (price.map { ($0.0, true, $0.1) } + quantity.map { ($0.0, false, $0.1) }).sorted { $0.0 < $1.0 }
        var latestPrice: Int?
        var latestQuantity: Int?
        var totals: [(Int, String)] = []
        for (tick, isPrice, value) in changes {
            if isPrice { latestPrice = value } else { latestQuantity = value }
            if let latestPrice, let latestQuantity { totals.append((tick, "\(latestPrice * latestQuantity)")) }
        }
        return Scenario(OrderTotalInputs(price: Diagram(numbers(price)), quantity: Diagram(numbers(quantity))),
                        expected: Expectation(diagram: .of(totals)))
    }

    /// A key is let through `quiet` ticks after it was typed, if no other key came meanwhile.
    static func settledQueryScenario(_ typed: [(Int, String)], quiet: Int) -> Scenario {
        let settled = typed.indices.compactMap { index -> (Int, String)? in
            let (tick, key) = typed[index]
            let next = index + 1 < typed.count ? typed[index + 1].0 : Int.max
            return next > tick + quiet ? (tick + quiet, key) : nil
        }
        return Scenario(SettledQueryInputs(typed: Diagram(MarbleDiagram.of(typed)), quiet: quiet),
                        expected: Expectation(diagram: .of(settled)))
    }

    /// Each query's answer (its letter in capitals) arrives `latency` ticks after the query,
    /// unless a newer query came first: then nobody wants it.
    static func latestAnswerScenario(_ queries: [(Int, String, Int)]) -> Scenario {
        let answers = queries.indices.compactMap { index -> (Int, String)? in
            let (tick, query, latency) = queries[index]
            let next = index + 1 < queries.count ? queries[index + 1].0 : Int.max
            return next > tick + latency ? (tick + latency, query.uppercased()) : nil
        }
        return Scenario(LatestAnswerInputs(queries: Diagram(MarbleDiagram.of(queries.map { ($0.0, $0.1) })), latencies: queries.map { "\($0.1):\($0.2)" }.joined(separator: " ")),
                        expected: Expectation(diagram: .of(answers)))
    }

    /// The parts pass while each comes within `limit` ticks of the one before (the first:
    /// of the subscription); at the first longer wait the result is `t` and the end.
    static func replyOrGiveUpScenario(_ parts: [(Int, String)], end: Int, limit: Int) -> Scenario {
        var passed: [(Int, String)] = []
        var last = 0
        var gaveUp: Int?
        for (tick, part) in parts {
            if tick - last > limit { gaveUp = last + limit; break }
            passed.append((tick, part))
            last = tick
        }
        if gaveUp == nil, end - last > limit { gaveUp = last + limit }
        let expected: MarbleDiagram = if let gaveUp { .of(passed + [(gaveUp, "t")], completed: gaveUp) } else { .of(passed, completed: end) }
        return Scenario(ReplyOrGiveUpInputs(reply: Diagram(MarbleDiagram.of(parts, completed: end)), limit: limit),
                        expected: Expectation(diagram: expected))
    }

    /// Values at `ticks` drawn as a cold diagram that completes at `end`.
    static func numbers(_ events: [(Int, Int)], completed end: Int? = nil) -> String {
        MarbleDiagram.of(events.map { ($0.0, "\($0.1)") }, completed: end).drawn
    }
}
