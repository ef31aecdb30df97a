import TextKit
import Foundation
import CourseKit
import LessonKit
import Marbles

/// Grades one exercise from one source file: compiles it alone, runs it in its own process,
/// and compares what it did with the lesson's expectation here, in the grading process.
///
/// Besides the comparison it fails a run whose virtual time ran away (work still pending at
/// the tick limit), that broke the Rx grammar, that left runtime objects alive, or — where
/// the exercise asks for it — that left a subscription open, naming the line that made it.
public struct Grader: Sendable {
    public var compiler: ExerciseCompiler
    public var timeout: TimeInterval = 10
    public var outputCap = 1 << 20
    /// The checkout whose reference solutions a failing chain is compared with, operator by
    /// operator (`rxlesson` sets its own); nil: no comparison.
    public var referenceRoot: URL?
    /// Off only in the sandbox's own tests, to reach it with code the rules would refuse.
    var checksSourceRules = true

    public init(compiler: ExerciseCompiler) {
        self.compiler = compiler
    }

    /// The grader for the build this process came from; nil with the reason when there is none.
    public static func forThisBuild() -> Result<Grader, GradingSetupError> {
        guard let products = BuildProducts.locate() else { return .failure(.noBuildProducts) }
        guard let swiftc = SwiftCompiler.find(for: products) else { return .failure(.noCompiler) }
        return .success(Grader(compiler: ExerciseCompiler(products: products, compiler: swiftc)))
    }

    /// Grades `exercise` from `source`, shown to the learner as `shownAs`.
    public func grade(_ exercise: Exercise, source: URL, shownAs: String) -> GradeResult {
        let started = Date()
        var result = compiler.phases.measure(.whole) { judge(exercise, source: source, shownAs: shownAs) }
        result.durationMilliseconds = Int(Date().timeIntervalSince(started) * 1000)
        return result
    }

    /// The grader's judgement of `exercise`, in order; the first rule that fails decides.
    func rules(for exercise: Exercise) -> [any VerdictRule] {
        var process = ExerciseProcess(timeout: timeout, outputCap: outputCap)
        process.phases = compiler.phases
        var compiler = self.compiler
        compiler.enforcesRules = checksSourceRules
        let sourceRules: [any VerdictRule] = checksSourceRules ? [FollowsSourceRules()] : []
        return [IsReadable()] + sourceRules + [
            Compiles(compiler: compiler, plan: { self.plan(for: exercise, submission: $0) }),
            Runs(process: process, policy: { self.policy(for: $0, source: $1.source, exercise: $1.exercise) }),
            StopsInTime(limit: timeout),
            PrintsWithinCap(outputCap: outputCap),
            ReportsWithinItsLimit(),
            StaysWithinItsFolder(limits: SandboxPolicy.Limits()),
            FinishesEveryScenario(),
            ReportsCleanly(),
            ShownScenarioPasses(),
            KeepsOperatorRules(),
            HiddenVariantsPass(),
            RequiredOperatorsWork(),
        ]
    }

    /// The first rule that fails decides the verdict; after a run, the result shows the
    /// scenario it names (its comparison, chains and printed lines), or a pass.
    private func judge(_ exercise: Exercise, source: URL, shownAs: String) -> GradeResult {
        var result = GradeResult(id: exercise.id, lesson: exercise.lesson, status: .pass, file: shownAs, points: exercise.points)
        let grading = GradingCase(exercise: exercise, source: source, shownAs: shownAs)
        // A working copy still missing (`check --from` a learner who never ran rxlesson) or
        // still the shipped stub: not begun.
        if case .missing = grading.file {
            result.started = false
        } else if let referenceRoot, let stub = try? String(contentsOf: referenceRoot.appendingPathComponent(exercise.stubFile), encoding: .utf8) {
            result.started = grading.text != stub
        }
        // A plain loop: each rule runs once (a lazy compactMap reads its closure twice, and a
        // rule builds or runs the program).
        var verdict: Finding?
        let phases = compiler.phases
        for rule in rules(for: exercise) {
            let phase: PhaseTimes.Phase? = switch rule {
            case is IsReadable, is FollowsSourceRules: .textRules
            case is Compiles: nil
            case is Runs: .run
            default: .verdict
            }
            let found = phase.map { phase in phases.measure(phase) { rule.judge(grading) } } ?? rule.judge(grading)
            if let found { verdict = found; break }
        }
        return phases.measure(.result) { judged(grading, verdict: verdict, into: result) }
    }

    /// The result of a grading whose rules found `verdict` (nil: a pass): the run's scenario
    /// it names, drawn.
    private func judged(_ grading: GradingCase, verdict: Finding?, into result: GradeResult) -> GradeResult {
        var result = result
        let exercise = grading.exercise
        if let verdict {
            result.status = verdict.status
            result.failure = verdict.failure
            result.diagnostics = verdict.diagnostics
            result.line = verdict.line
        }
        guard let run = grading.run else { return result }
        result.sandbox = run.protections
        result.line = verdict?.line ?? Self.lineThatMatters(in: grading.text, exercise: exercise)
        let shown = verdict?.shown ?? 0
        let played = grading.played, choices = grading.choices
        let observed = shown < run.records.count ? run.records[shown] : run.record
        let comparison = Comparison(played[shown].expected, observed)
        result.expected = comparison.expectedText
        result.actual = comparison.actualText
        let inputsOf = verdict?.inputsOf ?? shown
        if let number = choices[inputsOf].number {
            result.variant = GradeResult.VariantShown(index: number, choice: choices[inputsOf].description,
                                                      inputs: played[inputsOf].listing.map { .init(name: $0.name, diagram: $0.text) })
        }
        let chains = Self.chains(observed.chains)
        let ownLines = shown < run.printedByScenario.count ? run.printedByScenario[shown] : ""
        result.printedInRun = Self.printed([ownLines, observed.output].filter { !$0.isEmpty }.joined(separator: "\n"))
        guard verdict != nil else {
            // A pass draws no figure: the playground's lines are part of what it printed.
            result.printed = result.printedInRun
            // Kept apart for the pages that show the passing chain; the reports draw none.
            result.passingChains = chains
            return result
        }
        result.marbles = comparison.drawn
        result.outputs = comparison.outputs
        result.chains = chains
        if shown == 0 {
            // What the learner printed: `print`, and the playground's lines unless they are the
            // output under comparison (shown in the figure already).
            let playLines = played[0].expected.output == nil ? observed.output : ""
            result.printed = Self.printed([run.printed, playLines].filter { !$0.isEmpty }.joined(separator: "\n"))
        } else {
            result.printed = Self.printed(shown < run.printedByScenario.count ? run.printedByScenario[shown] : "")
        }
        // A failing chain that draws is compared with the solution's, operator by operator.
        if result.status == .fail, let referenceRoot, !chains.isEmpty,
           let divergence = compiler.phases.measure(.divergence, { divergence(from: chains, exercise: exercise, root: referenceRoot, scenario: played[shown]) }) {
            result.divergence = divergence
            // The operator that first goes wrong is the line to look at, not the function's.
            result.line = divergence.line
        }
        return result
    }

    /// Whether each of `scenarios` passes, judged as ``grade(_:source:shownAs:)`` judges a run
    /// (expectation, runaway clock, grammar, leaks, operator rules), all played in one run of
    /// the program; a scenario the program never finished (a crash, a timeout) fails. Nil when
    /// the file does not build. For the course's self-check, which plays hundreds of variants.
    public func verdicts(_ exercise: Exercise, source: URL, shownAs: String, scenarios: [ScenarioChoice]) -> [Bool]? {
        guard case .built(let executable) = compiler.build(exercise, source: source, shownAs: shownAs) else { return nil }
        let played = scenarios.map(exercise.scenario)
        // Only the shown scenario's chain is traced, where the rules need no more (nothing is
        // drawn); every scenario's, where a required operator must be seen doing its work.
        let shownOnly = scenarios.firstIndex(of: .shown).map { [$0] } ?? []
        let run = ExerciseProcess(timeout: timeout * 4, outputCap: outputCap * 16)
            .run(executable, exercise: exercise, scenarios: played.map(\.inputs), traced: exercise.rules.required.isEmpty ? shownOnly : Array(scenarios.indices),
                 policy: policy(for: executable, source: source, exercise: exercise))
        if run.malformed { return scenarios.map { _ in false } }
        // Operator rules are read on the shown scenario's chain, as `grade` reads them: a
        // variant may never reach an operator the chain has (a search nobody typed).
        if let shown = scenarios.firstIndex(of: .shown), shown < run.records.count,
           OperatorRuleCheck.broken(exercise.rules, in: Self.chains(run.records[shown].chains)) != nil
            || OperatorRuleCheck.idle(exercise.rules, in: run.records.compactMap { $0.chains?.chains }) != nil {
            return scenarios.map { _ in false }
        }
        return played.indices.map { index in
            guard index < run.records.count, run.records[index].finished else { return false }
            return ScenarioRules.failure(of: run.records[index], expected: played[index].expected) == nil
        }
    }

    /// The hidden variants every exercise is also graded on: the same for the same key, so a
    /// submission gets the same verdict on every run.
    public var variants: VariantPlan = .standard
    /// Plays only this hidden variant (from 1) instead of the shown scenario and all of them
    /// (`check ID --variant N`).
    public var onlyVariant: Int?

    /// The scenarios a grading of `exercise` plays, in order; `submission` is the file's text.
    public func plan(for exercise: Exercise, submission: String? = nil) -> [ScenarioChoice] {
        let variants = submission.map(self.variants.forSubmission) ?? self.variants
        let seeds = variants.seeds(for: exercise.id)
        guard let onlyVariant else {
            return [.shown] + seeds.enumerated().map { .variant(number: $0.offset + 1, seed: $0.element) }
        }
        if case .keyed(let key, _) = variants {
            // Any number, past the usual three too: the key makes it.
            return [.variant(number: onlyVariant, seed: key.seed(for: exercise.id, variant: onlyVariant))]
        }
        return seeds.indices.contains(onlyVariant - 1) ? [.variant(number: onlyVariant, seed: seeds[onlyVariant - 1])] : [.shown]
    }

    /// What the program built from `source` may touch.
    func policy(for executable: URL, source: URL, exercise: Exercise) -> SandboxPolicy {
        SandboxPolicy.forExercise(executable, compiler: compiler.compiler, products: compiler.products, source: source,
                                  opensFiles: exercise.allowedImports.contains("Foundation"))
    }

    /// The chains a run traced.
    static func chains(_ traced: TracedChains?) -> [[TracedRow]] {
        traced?.chains ?? []
    }

    /// The first operator whose output differs from the same operator in the reference
    /// solution, in a chain of the same shape (the same operators in the same order, or the
    /// same but for the learner's own operators swapped); nil when no chain lines up with one
    /// of the solution's or none differs.
    func divergence(from learner: [[TracedRow]], exercise: Exercise, root: URL, scenario: Scenario) -> TraceDivergence? {
        let solution = root.appendingPathComponent(exercise.solutionFile)
        guard !learner.isEmpty, FileManager.default.fileExists(atPath: solution.path),
              case .built(let executable) = compiler.build(exercise, source: solution, shownAs: exercise.solutionFile) else { return nil }
        let reference = Self.chains(ExerciseProcess(timeout: timeout, outputCap: outputCap)
            .run(executable, exercise: exercise, scenarios: [scenario.inputs], policy: policy(for: executable, source: solution, exercise: exercise)).record.chains)
        // The chain's own operators; inner rows come and go with the data (a search that never
        // ran has no request row), so they are not part of the shape.
        let operators = { (chain: [TracedRow]) in chain.filter { $0.depth == 0 } }
        let shape = { (chain: [TracedRow]) in operators(chain).map(\.operatorName) }
        // Only the learner's own operators are named: the harness's rows (its inputs, its
        // recording) differ only because something the learner wrote did.
        let learnerFile = URL(fileURLWithPath: exercise.file).lastPathComponent
        // Failing that, a chain with the harness's rows where the harness put them and as many
        // of the learner's own: one operator swapped for another (flatMap for flatMapLatest).
        let frame = { (chain: [TracedRow]) in operators(chain).map { $0.file == learnerFile ? nil : $0.operatorName } }
        for (index, chain) in learner.enumerated() {
            guard let match = reference.first(where: { shape($0) == shape(chain) })
                    ?? reference.first(where: { frame($0) == frame(chain) }) else { continue }
            for (mine, theirs) in zip(operators(chain), operators(match)) where mine.file == learnerFile {
                // A row its consumer disposed early saw nothing more: what it missed after that
                // is the consumer's doing, not this operator's.
                let seen = { (row: TracedRow) in
                    guard !mine.terminated, let disposed = mine.disposed else { return row.events }
                    return row.events.filter { $0.time <= disposed }
                }
                guard let difference = MarbleDiff.firstDifference(expected: seen(theirs), actual: seen(mine)) else { continue }
                return TraceDivergence(operatorName: mine.operatorName, file: mine.file, line: mine.line, chain: index,
                                       tick: difference.time, sentences: difference.sentences)
            }
        }
        return nil
    }

    /// Where the learner should look: the first `TODO`, else the line declaring their function.
    static func lineThatMatters(in text: String, exercise: Exercise) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let todo = lines.firstIndex(where: { $0.contains("TODO") }) { return todo + 1 }
        return lines.firstIndex { $0.contains("func \(exercise.entry)") }.map { $0 + 1 }
    }

    static let outputShown = 4_000

    /// What the learner printed, cut to ``outputShown`` characters; nil when nothing.
    static func printed(_ text: String) -> GradeResult.Printed? {
        guard !text.isEmpty else { return nil }
        guard text.count > outputShown else { return GradeResult.Printed(text: text) }
        return GradeResult.Printed(text: String(text.prefix(outputShown)), cut: text.count - outputShown)
    }
}

/// Why exercises cannot be graded here at all.
public enum GradingSetupError: Error, CustomStringConvertible, Sendable {
    case noBuildProducts
    case noCompiler
    case variantKey(VariantKey.KeyError)

    public var description: String { message[.en] }

    public var message: Localized {
        switch self {
        case .noBuildProducts:
            return wording("grading.setup.no-build-products")
        case .noCompiler:
            return wording("grading.setup.no-compiler")
        case .variantKey(let error):
            return error.message
        }
    }
}
