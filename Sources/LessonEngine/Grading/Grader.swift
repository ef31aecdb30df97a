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

    public init(compiler: ExerciseCompiler, language: Language = .en) {
        self.compiler = compiler
        self.language = language
    }

    private func say(_ message: Localized) -> String { message[language] }

    /// The grader for the build this process came from; nil with the reason when there is none.
    public static func forThisBuild(language: Language = .en) -> Result<Grader, GradingSetupError> {
        guard let products = BuildProducts.locate() else { return .failure(.noBuildProducts) }
        guard let swiftc = SwiftCompiler.find() else { return .failure(.noCompiler) }
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
        let sourceText = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
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

        let run = ExerciseProcess(timeout: timeout, outputCap: outputCap).run(executable, exercise: exercise)
        let observed = run.observation
        // What the learner printed: `print`, and the playground's lines unless they are the
        // output under comparison (shown in the figure already).
        let playLines = exercise.expected.output == nil ? observed.output : ""
        result.output = Self.truncated([run.printed, playLines].filter { !$0.isEmpty }.joined(separator: "\n"), language: language)
        let comparison = Comparison(exercise.expected, observed, language: language)
        result.expected = comparison.expectedText
        result.actual = comparison.actualText
        result.figure = comparison.figure
        result.marbles = comparison.drawn
        result.line = Self.lineThatMatters(in: sourceText, exercise: exercise)
        result.chains = Self.chains(observed.trace)
        result.trace = Self.tracedChains(result.chains, language: language)

        switch run.ending {
        case .timedOut:
            result.status = .timeout
            result.message = say(GradingMessages.timedOut(after: timeout))
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
            guard observed.finished else {
                result.status = .crash
                result.line = run.crashLine ?? result.line
                var signal: Int32?, exitStatus: Int32?
                if case .signaled(let number) = run.ending { signal = number }
                if case .exited(let code) = run.ending { exitStatus = code }
                result.message = say(GradingMessages.crashed(signal: signal, exitStatus: exitStatus, reason: run.crashReason))
                return result
            }
        }

        let learnerLive = observed.live.filter { $0.file.hasPrefix(ExerciseCompiler.moduleName + "/") }
        if let stoppedAt = observed.stoppedAt {
            result.status = .fail
            result.message = say(GradingMessages.ranAway(at: stoppedAt))
        } else if let violation = observed.violations.first {
            result.status = .fail
            result.message = say(GradingMessages.grammarBroken(violation))
        } else if let unreleased = comparison.unreleased {
            // An object expected to go away never did: the learner's subscription still open
            // at the end is what keeps it (a cycle through its closure or observation).
            result.status = .fail
            let holder = learnerLive.first?.line
            result.message = say(GradingMessages.neverReleased(unreleased, holder: holder))
            if let holder { result.line = holder }
        } else if let sentence = comparison.sentence {
            result.status = .fail
            result.message = sentence
        } else if exercise.expected.subscriptionsEnd, let live = learnerLive.first ?? observed.live.first {
            result.status = .fail
            let place = live.file.hasPrefix(ExerciseCompiler.moduleName + "/")
                ? GradingMessages.line(live.line) : Localized(zh: " \(live.file):\(live.line) ", en: "\(live.file):\(live.line)")
            result.message = say(GradingMessages.stillOpen(at: place))
            if learnerLive.first != nil { result.line = live.line }
        } else if observed.leaked > 0 {
            result.status = .fail
            result.message = say(GradingMessages.leaked(observed.leaked))
        } else {
            // A pass draws no figure: the playground's lines are part of what it printed.
            result.output = Self.truncated([run.printed, observed.output].filter { !$0.isEmpty }.joined(separator: "\n"), language: language)
            result.figure = nil
            result.marbles = nil
            result.trace = nil
            result.chains = []
        }
        if result.status == .fail, let trace = result.trace, let referenceRoot,
           let divergence = divergence(from: result.chains, exercise: exercise, root: referenceRoot) {
            result.divergence = divergence
            // The operator that first goes wrong is the line to look at, not the function's.
            result.line = divergence.line
            result.trace = trace + "\n" + divergence.note(language)
        }
        return result
    }

    /// The chains a run traced.
    static func chains(_ exported: String?) -> [[TracedRow]] {
        exported.flatMap { try? TracedChains(json: Data($0.utf8)) }?.chains ?? []
    }

    /// The first operator whose output differs from the same operator in the reference
    /// solution, in a chain of the same shape (the same operators in the same order, or the
    /// same but for the learner's own operators swapped); nil when no chain lines up with one
    /// of the solution's or none differs.
    func divergence(from learner: [[TracedRow]], exercise: Exercise, root: URL) -> TraceDivergence? {
        let solution = root.appendingPathComponent(exercise.solutionFile)
        guard !learner.isEmpty, FileManager.default.fileExists(atPath: solution.path),
              case .built(let executable) = compiler.build(exercise, source: solution, shownAs: exercise.solutionFile, language: language) else { return nil }
        let reference = Self.chains(ExerciseProcess(timeout: timeout, outputCap: outputCap).run(executable, exercise: exercise).observation.trace)
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

    public var description: String { message[.en] }

    public var message: Localized {
        switch self {
        case .noBuildProducts:
            return Localized(zh: "在这个程序旁边找不到编译好的课程模块；请在包的目录里用 `swift run rxlesson ...` 运行它",
                             en: "cannot find the compiled lesson modules next to this program; run it with `swift run rxlesson ...` from the package")
        case .noCompiler:
            return Localized(zh: "在 PATH 里找不到 `swiftc`（把 RXLESSON_SWIFTC 设为工具链里的 swiftc）",
                             en: "cannot find `swiftc` on PATH (set RXLESSON_SWIFTC to the toolchain's swiftc)")
        }
    }
}
