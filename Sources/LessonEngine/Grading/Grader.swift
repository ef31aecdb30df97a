import TextKit
import Foundation
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
    /// The language of the messages.
    public var language: Language = .en
    /// The checkout whose reference solutions a failing chain is compared with, operator by
    /// operator (`rxlesson` sets its own); nil: no comparison.
    public var referenceRoot: URL?
    /// Off only in the sandbox's own tests, to reach it with code the rules would refuse.
    var checksSourceRules = true

    public init(compiler: ExerciseCompiler, language: Language = .en) {
        self.compiler = compiler
        self.language = language
    }

    private func say(_ message: Localized) -> String { message[language] }

    /// The grader for the build this process came from; nil with the reason when there is none.
    public static func forThisBuild(language: Language = .en) -> Result<Grader, GradingSetupError> {
        guard let products = BuildProducts.locate() else { return .failure(.noBuildProducts) }
        guard let swiftc = SwiftCompiler.find(for: products) else { return .failure(.noCompiler) }
        return .success(Grader(compiler: ExerciseCompiler(products: products, compiler: swiftc), language: language))
    }

    /// Grades `exercise` from `source`, shown to the learner as `shownAs`.
    public func grade(_ exercise: Exercise, source: URL, shownAs: String) -> GradeResult {
        let started = Date()
        var result = grade(exercise, source: source, shownAs: shownAs, startedAt: started)
        result.durationMilliseconds = Int(Date().timeIntervalSince(started) * 1000)
        return result
    }

    private func grade(_ exercise: Exercise, source: URL, shownAs: String, startedAt: Date) -> GradeResult {
        var result = GradeResult(id: exercise.id, lesson: exercise.lesson, status: .pass, file: shownAs, points: exercise.points)
        let sourceText = ExerciseCompiler.read(source, shownAs: shownAs, exercise: exercise) ?? ""
        // A working copy still missing (`check --from` a learner who never ran rxlesson) or
        // still the shipped stub: not begun.
        if case .missing = ExerciseCompiler.load(source, shownAs: shownAs) {
            result.started = false
        } else if let referenceRoot, let stub = try? String(contentsOf: referenceRoot.appendingPathComponent(exercise.stubFile), encoding: .utf8) {
            result.started = sourceText != stub
        }
        let violations = checksSourceRules ? SourceRules(exercise: exercise).check(sourceText) : []
        var compiler = self.compiler
        compiler.enforcesRules = checksSourceRules
        if let first = violations.first {
            result.status = .compileError
            result.diagnostics = violations.map { $0.diagnostic(file: shownAs, language: language) }
            result.line = first.line
            result.message = say(GradingMessages.breaksSourceRule(first.sentence))
            return result
        }
        // Every scenario made once, while the file compiles: its inputs go to the program, its
        // expectation stays here. The first is the one a failure is shown on unless another fails.
        let planned = Alongside { [self] in
            let scenarios = plan(for: exercise)
            return (scenarios, scenarios.map(exercise.scenario))
        }
        let executable: URL
        switch compiler.build(exercise, source: source, shownAs: shownAs, language: language) {
        case .unusable(let reason):
            result.status = .compileError
            result.message = say(reason)
            return result
        case .refused(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            result.status = .compileError
            result.diagnostics = errors
            result.line = errors.first?.line
            result.message = say(GradingMessages.doesNotCompile(errors.first?.message))
            return result
        case .built(let built):
            executable = built
        }

        let (scenarios, played) = planned.value
        let run = ExerciseProcess(timeout: timeout, outputCap: outputCap).run(executable, exercise: exercise, scenarios: played.map(\.inputs),
                                                                              policy: policy(for: executable, source: source, exercise: exercise))
        result.sandbox = run.protections
        let observed = run.record
        // What the learner printed: `print`, and the playground's lines unless they are the
        // output under comparison (shown in the figure already).
        let primary = played[0].expected
        let playLines = primary.output == nil ? observed.output : ""
        result.output = Self.truncated([run.printed, playLines].filter { !$0.isEmpty }.joined(separator: "\n"), language: language)
        result.line = Self.lineThatMatters(in: sourceText, exercise: exercise)
        let comparison = Comparison(primary, observed, language: language)
        show(comparison, trace: observed.chains, in: &result)
        // The scenario the result shows (its figure, its inputs when it is a hidden variant).
        var shown = 0
        show(scenarios[0], played[0], in: &result)

        switch run.ending {
        case .timedOut:
            result.status = .timeout
            result.message = say(GradingMessages.timedOut(after: timeout, stillRunning: run.crashLine))
            // Where its backtrace, asked for before it was stopped, found it.
            if let line = run.crashLine { result.line = line }
            return result
        case .tooMuchOutput:
            result.status = .fail
            result.message = say(GradingMessages.printedTooMuch(kibibytes: outputCap / 1024))
            return result
        case .couldNotStart(let why):
            result.status = .crash
            result.message = say(GradingMessages.couldNotStart(why))
            return result
        case .signaled, .exited:
            if let unfinished = scenarios.indices.first(where: { $0 >= run.records.count || !run.records[$0].finished }) {
                result.status = .crash
                result.line = run.crashLine ?? result.line
                var signal: Int32?, exitStatus: Int32?
                if case .signaled(let number) = run.ending { signal = number }
                if case .exited(let code) = run.ending { exitStatus = code }
                var message = GradingMessages.crashed(signal: signal, exitStatus: exitStatus, reason: run.crashReason)
                if let number = scenarios[unfinished].number {
                    message = GradingMessages.inVariant(number, message)
                    show(scenarios[unfinished], played[unfinished], in: &result)
                }
                result.message = say(message)
                return result
            }
        }

        if run.malformed {
            result.status = .fail
            result.message = say(GradingMessages.garbledReport)
        } else if let failure = failure(of: observed, expected: primary, comparison: comparison) {
            result.status = .fail
            result.message = scenarios[0].number.map { say(GradingMessages.inVariant($0, Localized(zh: failure.message, en: failure.message))) } ?? failure.message
                + printedInstead(expected: primary, observed: observed, printed: run.printed)
            if let line = failure.line { result.line = line }
        } else if let broken = brokenRule(exercise.rules, in: result.chains, exercise: exercise) {
            result.status = .fail
            result.message = broken.message
            if let line = broken.line { result.line = line }
        } else if let (index, compared, failure) = zip(played.indices, run.records).dropFirst().lazy.compactMap({ index, observation in
            let compared = Comparison(played[index].expected, observation, language: self.language)
            return self.failure(of: observation, expected: played[index].expected, comparison: compared).map { (index, compared, $0) }
        }).first {
            result.status = .fail
            let printed = index < run.printedByScenario.count ? run.printedByScenario[index] : ""
            result.message = say(GradingMessages.variantFailed(scenarios[index].number ?? index)) + failure.message
                + printedInstead(expected: played[index].expected, observed: run.records[index], printed: printed)
            result.output = Self.truncated(printed, language: language)
            if let line = failure.line { result.line = line }
            shown = index
            show(scenarios[index], played[index], in: &result)
            show(compared, trace: run.records[index].chains, in: &result)
        } else {
            // A pass draws no figure: the playground's lines are part of what it printed.
            result.output = Self.truncated([run.printed, observed.output].filter { !$0.isEmpty }.joined(separator: "\n"), language: language)
            result.figure = nil
            result.marbles = nil
            result.trace = nil
            // Kept apart for the pages that show the passing chain; the reports draw none.
            result.passingChains = result.chains
            result.chains = []
        }
        if result.status == .fail, let trace = result.trace, let referenceRoot,
           let divergence = divergence(from: result.chains, exercise: exercise, root: referenceRoot,
                                       scenario: played[shown]) {
            result.divergence = divergence
            // The operator that first goes wrong is the line to look at, not the function's.
            result.line = divergence.line
            result.trace = trace + "\n" + divergence.note(language, besides: result.message)
        }
        return result
    }

    /// Whether each of `scenarios` passes, judged as ``grade(_:source:shownAs:)`` judges a run
    /// (expectation, runaway clock, grammar, leaks, operator rules), all played in one run of
    /// the program; a scenario the program never finished (a crash, a timeout) fails. Nil when
    /// the file does not build. For the course's self-check, which plays hundreds of variants.
    public func verdicts(_ exercise: Exercise, source: URL, shownAs: String, scenarios: [ScenarioChoice]) -> [Bool]? {
        guard case .built(let executable) = compiler.build(exercise, source: source, shownAs: shownAs, language: language) else { return nil }
        let played = scenarios.map(exercise.scenario)
        // Only the shown scenario's chain is traced: the rules read it, and nothing is drawn.
        let run = ExerciseProcess(timeout: timeout * 4, outputCap: outputCap * 16)
            .run(executable, exercise: exercise, scenarios: played.map(\.inputs), traced: scenarios.firstIndex(of: .shown).map { [$0] } ?? [],
                 policy: policy(for: executable, source: source, exercise: exercise))
        if run.malformed { return scenarios.map { _ in false } }
        // Operator rules are read on the shown scenario's chain, as `grade` reads them: a
        // variant may never reach an operator the chain has (a search nobody typed).
        if let shown = scenarios.firstIndex(of: .shown), shown < run.records.count,
           brokenRule(exercise.rules, in: Self.chains(run.records[shown].chains), exercise: exercise) != nil {
            return scenarios.map { _ in false }
        }
        return played.indices.map { index in
            guard index < run.records.count, run.records[index].finished else { return false }
            let observation = run.records[index]
            let comparison = Comparison(played[index].expected, observation, language: language)
            return failure(of: observation, expected: played[index].expected, comparison: comparison) == nil
        }
    }

    /// The hidden variants every exercise is also graded on: the same for the same key, so a
    /// submission gets the same verdict on every run.
    public var variants: VariantPlan = .standard
    /// Plays only this hidden variant (from 1) instead of the shown scenario and all of them
    /// (`check ID --variant N`).
    public var onlyVariant: Int?

    /// The scenarios a grading of `exercise` plays, in order.
    public func plan(for exercise: Exercise) -> [ScenarioChoice] {
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

    /// Puts a comparison's figure and the run's traced chains on the result.
    private func show(_ comparison: Comparison, trace: TracedChains?, in result: inout GradeResult) {
        result.expected = comparison.expectedText
        result.actual = comparison.actualText
        result.figure = comparison.figure
        result.marbles = comparison.drawn
        result.chains = Self.chains(trace)
        result.trace = Self.tracedChains(result.chains, language: language)
    }

    /// Which variant a failure happened in, and the inputs it was given.
    private func show(_ choice: ScenarioChoice, _ scenario: Scenario, in result: inout GradeResult) {
        guard let number = choice.number else { return }
        result.variant = GradeResult.VariantShown(index: number, choice: choice.description,
                                                  inputs: scenario.inputs.list.map { ($0.name, $0.diagram) })
    }

    /// Why a finished run fails its expectation, and the learner's line to look at; nil: it passes.
    private func failure(of observed: RunRecord, expected: Expectation, comparison: Comparison) -> (message: String, line: Int?)? {
        let learnerLive = observed.live.filter { $0.file.hasPrefix(ExerciseCompiler.moduleName + "/") }
        if let stoppedAt = observed.stoppedAt {
            return (say(GradingMessages.ranAway(at: stoppedAt)), nil)
        } else if let violation = observed.violations.first {
            return (say(GradingMessages.grammarBroken(violation)), nil)
        } else if let unreleased = comparison.unreleased {
            // An object expected to go away never did: the learner's subscription still open
            // at the end is what keeps it (a cycle through its closure or observation).
            let holder = learnerLive.first?.line
            return (say(GradingMessages.neverReleased(unreleased, holder: holder)), holder)
        } else if let sentence = comparison.sentence {
            return (sentence, nil)
        } else if expected.subscriptionsEnd, let live = learnerLive.first ?? observed.live.first {
            let place = live.file.hasPrefix(ExerciseCompiler.moduleName + "/")
                ? GradingMessages.line(live.line) : Localized(zh: " \(live.file):\(live.line) ", en: "\(live.file):\(live.line)")
            return (say(GradingMessages.stillOpen(at: place)), learnerLive.first != nil ? live.line : nil)
        } else if observed.leaked > 0 {
            return (say(GradingMessages.leaked(observed.leaked)), nil)
        }
        return nil
    }

    /// An operator the task asks for that the learner's chain lacks, or one it rules out that
    /// the chain uses (at its line).
    func brokenRule(_ rules: OperatorRules, in chains: [[TracedRow]], exercise: Exercise) -> (message: String, line: Int?)? {
        // The learner's rows by module, not file: a `#sourceLocation` renames the file.
        let mine = chains.joined().filter { $0.module == ExerciseCompiler.moduleName }
        for name in rules.forbidden {
            if let row = mine.first(where: { $0.operatorName == name }) {
                return (say(GradingMessages.ruledOut(name, line: row.line)), row.line)
            }
        }
        // A required operator counts in a chain that makes the result, not in one subscribed
        // beside it only to be seen (`_ = create { … }.subscribe()`).
        let resulting = chains.filter { $0.contains { $0.names.contains("result") } }
        let counted = (resulting.isEmpty ? chains : resulting).joined().filter { $0.module == ExerciseCompiler.moduleName }
        for name in rules.required where !counted.contains(where: { $0.operatorName == name }) {
            return (say(GradingMessages.required(name)), nil)
        }
        return nil
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

    /// A sentence for a learner who printed the expected lines with Swift's `print`, which the
    /// grader does not compare: the output under comparison is what `play.print` recorded,
    /// each line with its tick. Empty otherwise.
    func printedInstead(expected: Expectation, observed: RunRecord, printed: String) -> String {
        guard let wanted = expected.output?.split(separator: "\n").first, !wanted.isEmpty,
              !observed.output.contains(wanted), printed.split(separator: "\n").contains(wanted) else { return "" }
        return say(GradingMessages.printedWithPrint)
    }

    /// The first operator whose output differs from the same operator in the reference
    /// solution, in a chain of the same shape (the same operators in the same order, or the
    /// same but for the learner's own operators swapped); nil when no chain lines up with one
    /// of the solution's or none differs.
    func divergence(from learner: [[TracedRow]], exercise: Exercise, root: URL, scenario: Scenario) -> TraceDivergence? {
        let solution = root.appendingPathComponent(exercise.solutionFile)
        guard !learner.isEmpty, FileManager.default.fileExists(atPath: solution.path),
              case .built(let executable) = compiler.build(exercise, source: solution, shownAs: exercise.solutionFile, language: language) else { return nil }
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
                                       tick: difference.time, sentence: difference.sentences[language])
            }
        }
        return nil
    }

    /// The learner's chains drawn as `rxlesson playground` draws them; nil when none was traced.
    static func tracedChains(_ chains: [[TracedRow]], language: Language) -> String? {
        let traced = PlaygroundResult(output: "", chains: chains)
        guard !traced.chains.isEmpty else { return nil }
        let text = PlaygroundReport(traced).text(console: Console.capturing(width: 200), language: language)
        return text.isEmpty ? nil : text
    }

    /// Where the learner should look: the first `TODO`, else the line declaring their function.
    static func lineThatMatters(in text: String, exercise: Exercise) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if let todo = lines.firstIndex(where: { $0.contains("TODO") }) { return todo + 1 }
        return lines.firstIndex { $0.contains("func \(exercise.entry)") }.map { $0 + 1 }
    }

    static let outputShown = 4_000

    static func truncated(_ text: String, language: Language) -> String? {
        guard !text.isEmpty else { return nil }
        guard text.count > outputShown else { return text }
        return String(text.prefix(outputShown)) + "\n" + GradingMessages.moreCharacters(text.count - outputShown)[language]
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
            return Localized(zh: "在这个程序旁边找不到编译好的课程模块（SwiftPM 的构建目录 .build/<triple>/debug，或 Swift Build 的 Products 目录）；请在包的目录里用 `swift run rxlesson ...` 构建并运行它",
                             en: "cannot find the compiled lesson modules next to this program (a SwiftPM build folder, .build/<triple>/debug, or Swift Build's Products folder); build and run it from the package with `swift run rxlesson ...`")
        case .noCompiler:
            return Localized(zh: "找不到构建这个程序的工具链里的 swiftc；请把 RXLESSON_SWIFTC 设为那个工具链的 swiftc",
                             en: "cannot find the swiftc of the toolchain that built this program; set RXLESSON_SWIFTC to that toolchain's swiftc")
        case .variantKey(let error):
            return error.message
        }
    }
}
