import CourseKit
import LessonHost
import LessonKit
import RxCore

/// One check of a finished scenario against its expectation.
protocol ScenarioRule {
    /// Why `observed` fails, and the learner's line to look at; nil: this rule passes it.
    func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (ScenarioFailure, line: Int?)?
}

/// The checks of every finished scenario, in order: the first that fails decides.
enum ScenarioRules {
    static let all: [any ScenarioRule] = [ClockStops(), KeepsGrammar(), ReleasesObjects(), MatchesExpectation(), ClosesSubscriptions(), DoesNotLeak()]

    /// Why `observed` fails its expectation, and the line to look at; nil: it passes.
    static func failure(of observed: RunRecord, expected: Expectation) -> (ScenarioFailure, line: Int?)? {
        let comparison = Comparison(expected, observed)
        for rule in all {
            if let found = rule.failure(of: observed, expected: expected, comparison: comparison) { return found }
        }
        return nil
    }

    /// The learner printed the expected lines with Swift's `print`, which the grader does not
    /// compare: the output under comparison is what `play.print` recorded.
    static func printedWithPrint(expected: Expectation, observed: RunRecord, printed: String) -> Bool {
        guard let wanted = expected.output?.split(separator: "\n").first, !wanted.isEmpty else { return false }
        return !observed.output.contains(wanted) && printed.split(separator: "\n").contains(wanted)
    }

    /// Subscriptions the learner's own file made that were still open at the end.
    static func learnerLive(_ observed: RunRecord) -> [SubscriptionLedger.Entry] {
        observed.live.filter { $0.file.hasPrefix(ExerciseCompiler.moduleName + "/") }
    }
}

/// Virtual time came to rest: no work still pending at the tick limit.
struct ClockStops: ScenarioRule {
    func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (ScenarioFailure, line: Int?)? {
        observed.stoppedAt.map { (.ranAway(tick: $0), nil) }
    }
}

/// No event after a terminal one, none sent while another was being delivered.
struct KeepsGrammar: ScenarioRule {
    func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (ScenarioFailure, line: Int?)? {
        observed.violations.first.map { (.grammarBroken(reentrant: $0.kind == .reentrancy, source: $0.source, event: $0.event), nil) }
    }
}

/// An object expected to go away printed its release line; when it did not, the learner's
/// subscription still open at the end is what keeps it (a cycle through its closure).
struct ReleasesObjects: ScenarioRule {
    func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (ScenarioFailure, line: Int?)? {
        guard let unreleased = comparison.unreleased else { return nil }
        let holder = ScenarioRules.learnerLive(observed).first?.line
        return (.neverReleased(line: unreleased, holder: holder), holder)
    }
}

/// What happened is what the scenario expects (streams and printed output).
struct MatchesExpectation: ScenarioRule {
    func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (ScenarioFailure, line: Int?)? {
        comparison.difference.map { (.differs($0), nil) }
    }
}

/// Where the exercise asks for it, every subscription is over at the end.
struct ClosesSubscriptions: ScenarioRule {
    func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (ScenarioFailure, line: Int?)? {
        let learners = ScenarioRules.learnerLive(observed)
        guard expected.subscriptionsEnd, let live = learners.first ?? observed.live.first else { return nil }
        let mine = live.file.hasPrefix(ExerciseCompiler.moduleName + "/")
        return (.stillOpen(file: mine ? nil : live.file, line: live.line), learners.isEmpty ? nil : live.line)
    }
}

/// Every runtime object the run made was released.
struct DoesNotLeak: ScenarioRule {
    func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (ScenarioFailure, line: Int?)? {
        observed.leaked > 0 ? (.leaked(observed.leaked), nil) : nil
    }
}

/// An operator the task asks for that the learner's chain lacks, or one it rules out that
/// the chain uses (at its line).
enum OperatorRuleCheck {
    enum Broken: Equatable {
        case ruledOut(String, line: Int)
        case missing(String)
    }

    /// Operators whose work does not show in the events on the virtual clock (sharing one
    /// subscription, a trait's guarantees, a scheduler): asked for, sending values is the work.
    static let workOffTheClock: Set<String> = [
        "share", "asDriver", "asSignal", "asMaybe", "asSingle", "asCompletable", "asInfallible", "asObservable",
        "observe(on:)", "subscribe(on:)",
    ]

    /// An operator the learner's code applied: a row of any module but the course's (a
    /// `#sourceLocation` renames the file, not the module; a `file:` passed by hand names
    /// another module, and no string may name a course module's file), and not a probe.
    static func isLearners(_ row: TracedRow) -> Bool {
        !row.isProbe && !CourseModules.contains(row.module)
    }

    static func broken(_ rules: OperatorRules, in chains: [[TracedRow]]) -> Broken? {
        let mine = chains.joined().filter(isLearners)
        for name in rules.forbidden {
            if let row = mine.first(where: { applies(name, $0) }) { return .ruledOut(name, line: learnersLine(row)) }
        }
        if let only = rules.only, let row = mine.first(where: { !only.contains(ruleName($0)) }) {
            return .ruledOut(row.operatorName, line: learnersLine(row))
        }
        let counted = resulting(chains).joined().filter(isLearners)
        for name in rules.required where !counted.contains(where: { ruleName($0) == name }) {
            return .missing(name)
        }
        return nil
    }

    /// The row's line in the learner's file; 0 where the site is not known (its consumer's,
    /// through a function reference), so no line of someone else's file is shown as theirs.
    static func learnersLine(_ row: TracedRow) -> Int {
        row.module.isEmpty ? 0 : row.line
    }

    /// Where a required operator counts: in a chain that makes the result, not in one
    /// subscribed beside it only to be seen (`_ = create { … }.subscribe()`).
    static func resulting(_ chains: [[TracedRow]]) -> [[TracedRow]] {
        let resulting = chains.filter { $0.contains { $0.names.contains("result") } }
        return resulting.isEmpty ? chains : resulting
    }

    /// The first operator the task asks for that did nothing in any of `scenarios` (each a
    /// run's chains), and the line of its first row. A row of it works when it sends a value or
    /// an error (not a `share()` of `empty()`), not exactly what one of its sources sent (not
    /// `take(until: never())`, `map { $0 }`), works on the exercise's inputs (not on a
    /// `never()` of its own merged in beside the work), and its values reach the end of the
    /// chain (not dropped by a `filter { _ in false }` after it). Its work has to show in one
    /// scenario at least.
    static func idle(_ rules: OperatorRules, in scenarios: [[[TracedRow]]]) -> (name: String, line: Int)? {
        let readings = scenarios.flatMap { resulting($0).map(ChainReading.init) }
        for name in rules.required {
            let rows = readings.flatMap { reading in
                reading.chain.indices.filter { isLearners(reading.chain[$0]) && ruleName(reading.chain[$0]) == name }.map { (reading, $0) }
            }
            let works = rows.contains { reading, index in reading.works(index, judgedByEvents: !workOffTheClock.contains(name)) }
            if let (reading, index) = rows.first, !works { return (name, learnersLine(reading.chain[index])) }
        }
        return nil
    }

    /// One chain as the check that a required operator works reads it, worked out once in a
    /// pass over its rows (a row by row walk was cubic in a chain's length, which the program
    /// being graded chooses).
    private struct ChainReading {
        let chain: [TracedRow]
        /// The rows each row subscribed: its sources and inner observables.
        private var under: [[Int]]
        /// An input is somewhere under the row (a row of the course's, or a control's `rx.`
        /// property, whose row has no call site of its own).
        private var fedByAnInput: [Bool]
        /// Each row from this one's consumer to the end of the chain sent something.
        private var reachesTheEnd: [Bool]

        init(_ chain: [TracedRow]) {
            self.chain = chain
            under = Array(repeating: [], count: chain.count)
            for (index, row) in chain.enumerated() { if let parent = row.parent { under[parent].append(index) } }
            fedByAnInput = Array(repeating: false, count: chain.count)
            for (index, row) in chain.enumerated() where !isLearners(row) || (row.module.isEmpty && row.operatorName.hasPrefix("rx.")) {
                // Ancestors already marked have theirs marked too; the count guards against a cycle.
                var current = chain[index].parent, steps = 0
                while let parent = current, !fedByAnInput[parent], steps < chain.count {
                    fedByAnInput[parent] = true
                    current = chain[parent].parent
                    steps += 1
                }
            }
            var known: [Bool?] = Array(repeating: nil, count: chain.count)
            for start in chain.indices {
                var path: [Int] = [], current = start, value = true
                while known[current] == nil, path.count <= chain.count {
                    path.append(current)
                    guard let parent = chain[current].parent else { break }
                    guard ChainReading.sendsSomething(chain[parent]) else { value = false; break }
                    current = parent
                }
                if let found = known[current] { value = value && found }
                for index in path { known[index] = value }
            }
            reachesTheEnd = known.map { $0 ?? false }
        }

        static func sendsSomething(_ row: TracedRow) -> Bool {
            row.events.contains { $0.kind == .next || $0.kind == .error }
        }

        /// The row at `index` sent something that reached the end, worked on the inputs (or is
        /// a source) and, `judgedByEvents`, sent other than each of its sources did.
        func works(_ index: Int, judgedByEvents: Bool) -> Bool {
            let row = chain[index]
            guard Self.sendsSomething(row), reachesTheEnd[index], under[index].isEmpty || fedByAnInput[index] else { return false }
            return !judgedByEvents || !under[index].contains { chain[$0].depth == row.depth && chain[$0].events == row.events }
        }
    }

    /// The name a rule knows a row by: a trait's own `create` (`Single.create`,
    /// `Infallible.create`, ...) is a `create`, as the trait's `just` is a `just`.
    /// What a conversion applies inside itself, in rows of the runtime's and not the learner's
    /// (RxCocoa's traits are made of these operators, as RxSwift's are): a task that rules one
    /// of them out rules out the conversion too, or `asSignal` would be a `share` no rule sees.
    static let appliedWithin: [String: Set<String>] = [
        "asDriver": ["observe(on:)", "catch", "catchAndReturn", "share"],
        "asSignal": ["observe(on:)", "catch", "catchAndReturn", "share"],
        "asInfallible": ["catch", "catchAndReturn"],
    ]

    /// Whether `row` applies the operator `name`, itself or inside a conversion.
    static func applies(_ name: String, _ row: TracedRow) -> Bool {
        let own = ruleName(row)
        return own == name || appliedWithin[own]?.contains(name) == true
    }

    static func ruleName(_ row: TracedRow) -> String {
        let traits = ["Single.", "Maybe.", "Completable.", "Infallible."]
        guard let trait = traits.first(where: { row.operatorName.hasPrefix($0) }) else { return row.operatorName }
        return String(row.operatorName.dropFirst(trait.count))
    }
}
