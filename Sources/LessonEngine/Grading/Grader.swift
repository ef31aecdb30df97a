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

    private func say(_ zh: String, _ en: String) -> String { language == .zh ? zh : en }

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
        let sourceText = (try? String(contentsOf: source, encoding: .utf8)) ?? ""
        let executable: URL
        switch compiler.build(exercise, source: source, shownAs: shownAs) {
        case .unusable(let reason):
            result.status = .compileError
            result.message = reason
            return result
        case .refused(let diagnostics):
            let errors = diagnostics.filter { $0.severity == .error }
            result.status = .compileError
            result.diagnostics = errors
            result.line = errors.first?.line
            result.message = say("编译不通过：", "does not compile: ") + (errors.first?.message ?? say("编译器失败了", "the compiler failed"))
            return result
        case .built(let built):
            executable = built
        }

        let run = ExerciseProcess(timeout: timeout, outputCap: outputCap).run(executable, exercise: exercise)
        let observed = run.observation
        // What the learner printed: `print`, and the playground's lines unless they are the
        // output under comparison (shown in the figure already).
        let playLines = exercise.expected.output == nil ? observed.output : ""
        result.output = Self.truncated([run.printed, playLines].filter { !$0.isEmpty }.joined(separator: "\n"))
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
            result.message = say("\(Self.seconds(timeout)) 真实时间内没有结束（死循环？），已被停止", "did not finish within \(Self.seconds(timeout)) of real time (an endless loop?); it was stopped")
            return result
        case .tooMuchOutput:
            result.status = .fail
            result.message = say("打印超过 \(outputCap / 1024) KiB，已被停止", "printed more than \(outputCap / 1024) KiB; it was stopped")
            return result
        case .couldNotStart(let why):
            result.status = .crash
            result.message = say("无法启动练习：", "could not start the exercise: ") + why
            return result
        case .signaled, .exited:
            guard observed.finished else {
                result.status = .crash
                result.line = run.crashLine ?? result.line
                var message = say("崩溃了", "crashed")
                if case .signaled(let signal) = run.ending { message += say("（信号 \(signal)）", " (\(Self.signalName(signal)))") }
                if case .exited(let code) = run.ending { message = say("运行结束前就以退出码 \(code) 提前退出了", "ended early with exit status \(code) before the run was over") }
                if let reason = run.crashReason { message += say("：", ": ") + reason }
                result.message = message
                return result
            }
        }

        let learnerLive = observed.live.filter { $0.file.hasPrefix(ExerciseCompiler.moduleName + "/") }
        if let stoppedAt = observed.stoppedAt {
            result.status = .fail
            result.message = say("虚拟时间停不下来：到第 \(stoppedAt) 拍还有工作没做完，有东西（interval、timer）一直没有被 dispose",
                                 "virtual time ran away: work was still pending at tick \(stoppedAt), so something (an interval, a timer) was never disposed")
        } else if let violation = observed.violations.first {
            result.status = .fail
            result.message = say("违反了 Rx 语法：", "Rx grammar broken: ") + violation
        } else if let sentence = comparison.sentence {
            result.status = .fail
            result.message = sentence
        } else if exercise.expected.subscriptionsEnd, let live = learnerLive.first ?? observed.live.first {
            result.status = .fail
            let place = live.file.hasPrefix(ExerciseCompiler.moduleName + "/") ? say("第 \(live.line) 行", "line \(live.line)") : "\(live.file):\(live.line)"
            result.message = say("在\(place)建立的订阅到运行结束时还开着：dispose 它（或者让它的序列结束）", "the subscription made at \(place) was still open when the run ended: dispose it (or let its sequence end)")
            if learnerLive.first != nil { result.line = live.line }
        } else if observed.leaked > 0 {
            result.status = .fail
            result.message = say("泄漏了 \(observed.leaked) 个运行时对象（Resources.total 没有回到起点）：有订阅一直没有被 dispose", "leaked \(observed.leaked) runtime object\(observed.leaked == 1 ? "" : "s") (Resources.total did not return to its starting value): a subscription was never disposed")
        } else {
            result.figure = nil
            result.marbles = nil
            result.trace = nil
            result.chains = []
        }
        if result.status == .fail, let trace = result.trace, let referenceRoot,
           let divergence = divergence(from: result.chains, exercise: exercise, root: referenceRoot) {
            result.divergence = divergence
            result.trace = trace + "\n" + divergence.note(language)
        }
        return result
    }

    /// The chains a run traced.
    static func chains(_ exported: String?) -> [[TracedRow]] {
        exported.flatMap { try? TracedChains(json: Data($0.utf8)) }?.chains ?? []
    }

    /// The first operator whose output differs from the same operator in the reference
    /// solution, in a chain of the same shape (the same operators in the same order); nil
    /// when no chain has the solution's shape or none differs.
    func divergence(from learner: [[TracedRow]], exercise: Exercise, root: URL) -> TraceDivergence? {
        let solution = root.appendingPathComponent(exercise.solutionFile)
        guard !learner.isEmpty, FileManager.default.fileExists(atPath: solution.path),
              case .built(let executable) = compiler.build(exercise, source: solution, shownAs: exercise.solutionFile) else { return nil }
        let reference = Self.chains(ExerciseProcess(timeout: timeout, outputCap: outputCap).run(executable, exercise: exercise).observation.trace)
        // The chain's own operators; inner rows come and go with the data (a search that never
        // ran has no request row), so they are not part of the shape.
        let operators = { (chain: [TracedRow]) in chain.filter { $0.depth == 0 } }
        let shape = { (chain: [TracedRow]) in operators(chain).map(\.operatorName) }
        // Only the learner's own operators are named: the harness's rows (its inputs, its
        // recording) differ only because something the learner wrote did.
        let learnerFile = URL(fileURLWithPath: exercise.file).lastPathComponent
        for (index, chain) in learner.enumerated() {
            guard let match = reference.first(where: { shape($0) == shape(chain) }) else { continue }
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

    static func truncated(_ text: String) -> String? {
        guard !text.isEmpty else { return nil }
        guard text.count > outputShown else { return text }
        return String(text.prefix(outputShown)) + "\n… (\(text.count - outputShown) more characters)"
    }

    static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }

    static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL, SIGTRAP: return "a trap: fatalError, a failed precondition, force-unwrapping nil, an index out of range or an overflow"
        case SIGSEGV, SIGBUS: return "bad memory access, often a stack overflow from endless recursion"
        case SIGABRT: return "abort"
        case SIGKILL: return "killed"
        default: return "signal \(signal)"
        }
    }
}

/// Why exercises cannot be graded here at all.
public enum GradingSetupError: Error, CustomStringConvertible, Sendable {
    case noBuildProducts
    case noCompiler

    public var description: String {
        switch self {
        case .noBuildProducts:
            return "cannot find the compiled lesson modules next to this program (a SwiftPM build folder, .build/<triple>/debug, or Swift Build's Products folder); build and run it from the package with `swift run rxlesson ...`"
        case .noCompiler:
            return "cannot find the swiftc of the toolchain that built this program; set RXLESSON_SWIFTC to that toolchain's swiftc"
        }
    }
}
