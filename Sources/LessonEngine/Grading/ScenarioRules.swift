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
            if let row = mine.first(where: { ruleName($0) == name }) { return .ruledOut(name, line: learnersLine(row)) }
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
        for name in rules.required {
            let rows = scenarios.flatMap { chains in
                resulting(chains).flatMap { chain in chain.indices.filter { isLearners(chain[$0]) && ruleName(chain[$0]) == name }.map { (chain, $0) } }
            }
            let works = rows.contains { chain, index in
                let row = chain[index]
                guard sendsSomething(row), reachesTheEnd(index, of: chain), worksOnTheInputs(index, of: chain) else { return false }
                return workOffTheClock.contains(name) || !chain.contains { $0.parent == index && $0.depth == row.depth && $0.events == row.events }
            }
            if let (chain, index) = rows.first, !works { return (name, learnersLine(chain[index])) }
        }
        return nil
    }

    private static func sendsSomething(_ row: TracedRow) -> Bool {
        row.events.contains { $0.kind == .next || $0.kind == .error }
    }

    /// Each row from this one to the end of its chain sent something.
    private static func reachesTheEnd(_ index: Int, of chain: [TracedRow]) -> Bool {
        var current = chain[index].parent
        while let row = current {
            guard sendsSomething(chain[row]) else { return false }
            current = chain[row].parent
        }
        return true
    }

    /// An input is under this one (a row of the course's, or a control's `rx.` property, whose
    /// row has no call site of its own), or nothing is (a source: `create`, `interval`).
    private static func worksOnTheInputs(_ index: Int, of chain: [TracedRow]) -> Bool {
        let under = chain.indices.filter { row in
            var current = chain[row].parent
            while let parent = current {
                if parent == index { return true }
                current = chain[parent].parent
            }
            return false
        }
        return under.isEmpty || under.contains { !isLearners(chain[$0]) || (chain[$0].module.isEmpty && chain[$0].operatorName.hasPrefix("rx.")) }
    }

    /// The name a rule knows a row by: a trait's own `create` (`Single.create`,
    /// `Infallible.create`, ...) is a `create`, as the trait's `just` is a `just`.
    static func ruleName(_ row: TracedRow) -> String {
        let traits = ["Single.", "Maybe.", "Completable.", "Infallible."]
        guard let trait = traits.first(where: { row.operatorName.hasPrefix($0) }) else { return row.operatorName }
        return String(row.operatorName.dropFirst(trait.count))
    }
}
