import Foundation
import LessonHost
import LessonKit
import Marbles
import RxCore
import TextKit

/// `rxlesson playground`: a learner's scratch file compiled on its own, as an exercise is
/// (the file and a generated entry that hands its `playground(_:)` to `PlaygroundHost`,
/// linked against the prebuilt modules), run on a virtual clock with tracing on.
public struct PlaygroundRunner: Sendable {
    /// The module of every playground unit; `#fileID`s in the learner's file start with it.
    public static let moduleName = "Playground"
    static let entryFile = "PlaygroundEntry.swift"

    public let products: BuildProducts
    public let compiler: SwiftCompiler
    public var compileTimeout: TimeInterval = 180
    public var runTimeout: TimeInterval = 10

    public init(products: BuildProducts, compiler: SwiftCompiler) {
        self.products = products
        self.compiler = compiler
    }

    public static func forThisBuild() -> Result<PlaygroundRunner, GradingSetupError> {
        guard let products = BuildProducts.locate() else { return .failure(.noBuildProducts) }
        guard let swiftc = SwiftCompiler.find(for: products) else { return .failure(.noCompiler) }
        return .success(PlaygroundRunner(products: products, compiler: swiftc))
    }

    /// What became of a run: data, said in the reader's language where it is shown
    /// (``PlaygroundMessages``).
    public enum Outcome: Sendable {
        case ran(PlaygroundResult)
        /// The compiler refused the file: its diagnostics, placed at the learner's file.
        case refused([Diagnostic])
        /// The file was not run, and why.
        case unusable(Unusable)
    }

    /// Why a file was not run.
    public enum Unusable: Sendable, Equatable {
        case missing(file: String)
        case tooLarge(file: String)
        case notUTF8(file: String)
        /// The system's reason, in its own words.
        case cannotWriteBuildFolder(path: String, reason: String)
    }

    /// Compiles (or reuses the build of the same text) and runs `source`, shown as `shownAs`.
    public func run(_ source: URL, shownAs: String, tickLimit: Int) -> Outcome {
        guard let data = try? Data(contentsOf: source) else { return .unusable(.missing(file: shownAs)) }
        guard data.count <= ExerciseCompiler.maximumFileSize else { return .unusable(.tooLarge(file: shownAs)) }
        guard let text = String(data: data, encoding: .utf8) else { return .unusable(.notUTF8(file: shownAs)) }
        switch build(text, fileName: source.lastPathComponent, shownAs: shownAs) {
        case .failure(.refused(let diagnostics)): return .refused(diagnostics)
        case .failure(.unusable(let reason)): return .unusable(reason)
        case .success(let executable):
            let name = source.lastPathComponent.hasSuffix(".swift") && source.lastPathComponent != Self.entryFile ? source.lastPathComponent : "Main.swift"
            return .ran(execute(executable, tickLimit: tickLimit, learnerFile: name, source: text, shownAs: shownAs))
        }
    }

    enum BuildFailure: Error {
        case refused([Diagnostic])
        case unusable(Unusable)
    }

    static let entry = """
    import LessonHost

    @main
    enum PlaygroundEntry {
        static func main() {
            PlaygroundHost.run(playground)
        }
    }

    """

    private func build(_ text: String, fileName: String, shownAs: String) -> Result<URL, BuildFailure> {
        let name = fileName.hasSuffix(".swift") && fileName != Self.entryFile ? fileName : "Main.swift"
        let modules = BuildProducts.kitModules
        let key = ExerciseCompiler.hash([text, name, Self.entry, products.stamp(of: modules), compiler.path])
        let unit = products.directory.appendingPathComponent("rxlesson-playground/\(key)")
        let executable = unit.appendingPathComponent("playground")
        let manager = FileManager.default
        let parse = { (refusal: CompilerRefusal) -> [Diagnostic] in
            let all = Diagnostic.parse(refusal, unit: unit, fileName: name, generated: Self.entryFile, shownAs: shownAs) { message in
                .playgroundEntry(file: shownAs, compiler: message)
            }
            // The entry's first complaint says it all; the rest follow from it.
            let entry = all.filter { $0.file == shownAs && $0.line == nil }
            return entry.isEmpty ? all : all.filter { $0.line != nil } + [entry[0]]
        }
        if manager.isExecutableFile(atPath: executable.path) { return .success(executable) }
        if let saved = CompilerRefusal.kept(in: unit) { return .failure(.refused(parse(saved))) }
        BuildCache.prune(unit.deletingLastPathComponent(), keeping: 4)
        do {
            try manager.createDirectory(at: unit, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: unit.appendingPathComponent(name))
            try Data(Self.entry.utf8).write(to: unit.appendingPathComponent(Self.entryFile))
        } catch {
            return .failure(.unusable(.cannotWriteBuildFolder(path: unit.path, reason: error.localizedDescription)))
        }
        switch compiler.buildUnit([unit.appendingPathComponent(name), unit.appendingPathComponent(Self.entryFile)],
                                  moduleName: Self.moduleName, parseAsLibrary: true, modules: modules, products: products,
                                  executable: executable, timeout: compileTimeout) {
        case .built: break
        case .refused(let refusal, let theFiles):
            if theFiles { refusal.keep(in: unit) }
            return .failure(.refused(parse(refusal)))
        }
        return .success(executable)
    }

    private func execute(_ executable: URL, tickLimit: Int, learnerFile: String, source: String, shownAs: String) -> PlaygroundResult {
        let recordFile = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-record-\(UUID().uuidString).txt")
        defer { try? FileManager.default.removeItem(at: recordFile) }
        let token = UUID().uuidString
        // A crash is reported as the grader reports an exercise's: the runtime's reason and the
        // learner's line, read from a backtrace of the crashed thread's frames only.
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_BACKTRACE"] = SandboxPolicy.environment(home: FileManager.default.temporaryDirectory)["SWIFT_BACKTRACE"]
        let run = ChildProcess(executable: executable, arguments: [recordFile.path, String(tickLimit), token],
                               environment: environment, timeout: runTimeout,
                               outputCap: 1 << 20).run()
        let printed = PrintedTicks.read(run.stdout)
        var result = PlaygroundResult(output: printed.text.hasSuffix("\n") ? String(printed.text.dropLast()) : printed.text)
        result.printed = printed.lines
        let crash = CrashReport(run.stderr, learnerFile: learnerFile)
        let crashed = { (signal: Int32?, status: Int32?) in
            result.problem = .crashed(signal: signal, exitStatus: status, reason: crash.reason, printed: crash.printed)
            if let line = crash.line {
                let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
                result.problemLocation = PlaygroundResult.Location(file: shownAs, line: line,
                                                                   text: line <= lines.count ? String(lines[line - 1]) : nil)
            }
        }
        switch run.ending {
        case .exited(0): break
        case .exited(let code): crashed(nil, code)
        case .signaled(let signal): crashed(signal, nil)
        case .timedOut: result.problem = .didNotFinish(seconds: Int(runTimeout))
        case .tooMuchOutput: result.problem = .printedTooMuch
        case .couldNotStart(let why): result.problem = .couldNotStart(why)
        }
        var reader = RunRecord.Reader(key: token)
        reader.read((try? String(contentsOf: recordFile, encoding: .utf8)) ?? "")
        if !reader.malformed, let record = reader.records.first, let chains = record.chains {
            result.stoppedAt = record.stoppedAt
            result.chains = chains.chains
            result.violations = record.violations
        }
        return result
    }

}

/// What a playground run left: its printed output and every traced chain.
public struct PlaygroundResult: Sendable {
    public var output: String
    /// The output's lines, each with the tick it was printed at.
    public var printed: [Playground.Line] = []
    public var chains: [[TracedRow]] = []
    /// Set when the clock was stopped at the tick limit with work still pending.
    public var stoppedAt: Int?
    /// The run did not end normally (a crash, a timeout); what was recorded is kept.
    public var problem: Problem?
    /// Events the runtime dropped because they broke the grammar (after a terminal event, or
    /// sent from inside an observer): RxSwift drops them silently; a learner is told.
    public var violations: [Hooks.GrammarViolation] = []
    /// The learner's line the run crashed at, when the runtime's report names one.
    public var problemLocation: Location?

    /// How a run did not end well.
    public enum Problem: Sendable, Equatable {
        /// `printed`: what the runtime wrote to standard error about it, backtrace left out.
        case crashed(signal: Int32?, exitStatus: Int32?, reason: String?, printed: String)
        case didNotFinish(seconds: Int)
        case printedTooMuch
        case couldNotStart(String)
    }

    public struct Location: Sendable, Equatable {
        public var file: String
        public var line: Int
        /// The line's text.
        public var text: String?

        /// `file:line`, then the line's text under it as a compiler excerpt shows it.
        public var excerpt: [String] {
            [file + ":\(line)"] + (text.map { ["  \(line) | " + Diagnostic.expandingTabs($0)] } ?? [])
        }
    }

    public init(output: String, chains: [[TracedRow]] = []) {
        self.output = output
        self.chains = chains
    }
}
