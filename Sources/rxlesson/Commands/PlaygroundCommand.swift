import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit
import ToolText

/// `rxlesson playground [FILE] [--watch] [--json] [--svg FILE] [--html FILE]`: compiles a scratch file on
/// its own, runs its `playground(_:)` on a virtual clock with tracing on, and draws every
/// chain it subscribed, one marble row per operator.
struct PlaygroundCommand: ParsableCommand {
    static let defaultFile = "Playground/Main.swift"

    static let configuration = CommandConfiguration(
        name: "playground",
        abstract: wording("playground.run-your-scratch-file-print"),
        discussion: wording("playground.discussion", defaultFile),
        examples: [.init(""), .init("--step"), .init("--at 5,18,33"), .init("--watch"), .init("--json Playground/Main.swift"), .init("--svg chains.svg"), .init("--watch --html chains.html")])

    @Flag(help: wording("playground.run-again-on-every-save"))
    var watch: Bool

    @Flag(help: wording("playground.print-json-output-and-chains"))
    var json: Bool

    @Option(valueName: "FILE", help: wording("playground.also-draw-the-chains-as"))
    var svg: String?

    @Option(valueName: "FILE", help: wording("playground.also-write-a-page-the"))
    var html: String?

    @Flag(help: ClockStepping.stepHelp)
    var step: Bool

    @Option(valueName: "TICKS", help: ClockStepping.atHelp)
    var at: String?

    @Option(valueName: "N", help: wording("playground.how-far-the-virtual-clock"))
    var ticks: Int = 10_000

    @Argument(valueName: "FILE", help: wording("playground.the-scratch-file-default", defaultFile))
    var file: String?

    func validate() throws {
        if ticks < 1 { throw ValidationError(wording("playground.ticks-must-be-at-least")) }
        _ = try ClockStepping.ticks(at)
        if (step || at != nil) && (json || watch) {
            throw ValidationError(wording("playground.step-and-at-go-with"))
        }
        // A file named but not there is a mistyped argument, as an unknown id is.
        var isFolder: ObjCBool = false
        if let file, !FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) || isFolder.boolValue {
            throw ValidationError(isFolder.boolValue
                ? wording("playground.is-a-folder-not-a", file)
                : wording("playground.there-is-no-file-the", file, Self.defaultFile))
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        let runner: PlaygroundRunner
        switch PlaygroundRunner.forThisBuild() {
        case .failure(let error): return context.setupError(error)
        case .success(let made): runner = made
        }
        let source: URL
        let shownAs: String
        if let file {
            source = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
            shownAs = file
        } else {
            source = context.root.appendingPathComponent(Self.defaultFile)
            shownAs = context.shown(Self.defaultFile)
        }
        let page = html.map { LivePage(page: URL(fileURLWithPath: $0), title: "rxlesson playground · \(shownAs)", language: language) }
        var status = once(runner, source: source, shownAs: shownAs, page: page, context)
        guard watch else { return status }
        var seen = FileManager.default.contents(atPath: source.path)
        console.out(console.paint(console.wrapped(wording("playground.save-to-run-it-again", shownAs)[language]), .dim))
        while true {
            Thread.sleep(forTimeInterval: 0.3)
            let now = FileManager.default.contents(atPath: source.path)
            guard now != seen else { continue }
            seen = now
            console.out(console.paint("\n— " + wording("playground.saved-running-again")[language] + " —", .dim))
            status = once(runner, source: source, shownAs: shownAs, page: page, context)
        }
    }

    /// One run: 0 when it compiled and ran, 1 when it did not compile or did not end well.
    private func once(_ runner: PlaygroundRunner, source: URL, shownAs: String, page: LivePage?, _ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        let outcome = runner.run(source, shownAs: shownAs, tickLimit: ticks)
        if let page, !write(page, PlaygroundPage.body(outcome, shownAs: shownAs, language: language), context) { return 1 }
        switch outcome {
        case .unusable(let reason):
            console.err(Localized.error(reason.sentences)[language])
            if file == nil {
                console.err(wording("playground.the-default-scratch-file-is", Self.defaultFile)[language])
            }
            return 1
        case .refused(let diagnostics):
            if json {
                let errors = diagnostics.filter { $0.severity == .error }
                console.out(JSONValue.object([
                    ("output", .string("")), ("chains", .array([])),
                    ("errors", .array(errors.map { .object([("file", .string($0.file)), ("line", $0.line.map(JSONValue.number) ?? .null),
                                                            ("column", $0.column.map(JSONValue.number) ?? .null), ("message", .string($0.message(language)))]) })),
                ]).text)
            } else {
                for diagnostic in diagnostics where diagnostic.severity != .note || diagnostics.count < 8 {
                    diagnostic.excerpt(language).forEach { console.err(Escaping.terminal($0)) }
                }
            }
            return 1
        case .ran(let result):
            let report = PlaygroundReport(result)
            if json {
                console.out(report.json(language).text)
            } else if step || at != nil {
                // The frames stand for the figure; a crash or a stopped clock is still said.
                ClockStepping(ticks: try? ClockStepping.ticks(at))
                    .show(ClockSteps(chains: report.chains, printed: result.printed, scale: report.drawing?.scale), context)
                var ending = result
                ending.chains = []
                ending.output = ""
                let said = PlaygroundReport(ending).text(console: console, language: language)
                if result.problem != nil || result.stoppedAt != nil { console.out("\n" + said) }
            } else {
                console.out(report.text(console: console, language: language))
            }
            if let svg, !PictureFiles.writeFigures(report.svgFigures(title: shownAs, language: language), title: "rxlesson playground \(shownAs)",
                                                   to: svg, console: console, language: language) {
                return 1
            }
            return result.problem == nil ? 0 : 1
        }
    }

    /// Writes the page (live under --watch); false after saying why it cannot be written.
    private func write(_ page: LivePage, _ body: String, _ context: CommandContext) -> Bool {
        do {
            try page.show(body, live: watch)
            return true
        } catch {
            context.console.err(wording("picture-files.error-cannot-write", page.page.path, error.localizedDescription)[context.language])
            return false
        }
    }
}
