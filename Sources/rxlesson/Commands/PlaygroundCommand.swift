import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson playground [FILE] [--watch] [--json] [--svg FILE] [--html FILE]`: compiles a scratch file on
/// its own, runs its `playground(_:)` on a virtual clock with tracing on, and draws every
/// chain it subscribed, one marble row per operator.
struct PlaygroundCommand: ParsableCommand {
    static let defaultFile = "Playground/Main.swift"

    static let configuration = CommandConfiguration(
        name: "playground",
        abstract: Localized(zh: "运行你的草稿文件：打印它的输出，再把每条链的每个操作符画成一行弹珠图。",
                            en: "Run your scratch file: print its output, then draw every chain, one marble row per operator."),
        discussion: Localized(
            zh: """
            文件（默认 \(defaultFile)）定义 `func playground(_ scheduler: TestScheduler)`，可以 import RxCore 和 RxTestCore。它像练习一样单独编译（编译错误会指出行号，退出码 1），在虚拟时钟上运行：每个被订阅的操作符都会被记录，标上 RxSwift 的名字和应用它的那一行（filter  Main.swift:7）；flatMapLatest、concatMap、retry 等的内部序列缩进画在它们的操作符下面。时钟最多走到 --ticks 拍。--watch 每次保存都重新运行（Ctrl-C 退出）；再加 --html FILE，在浏览器里打开这个网页，每次保存后图会自己更新，不需要服务器，也不用刷新。
            """,
            en: """
            The file (default \(defaultFile)) defines `func playground(_ scheduler: TestScheduler)` and may import RxCore and RxTestCore. It is compiled on its own like an exercise (a compile error names its line, exit 1) and run on a virtual clock: every operator subscribed is recorded, labelled with its RxSwift name and the line that applies it (filter  Main.swift:7); the inner sequences of flatMapLatest, concatMap, retry, ... are drawn indented under their operator. The clock runs up to --ticks. --watch runs it again on every save (Ctrl-C to stop); add --html FILE and open that page in a browser: the figures follow every save by themselves, with no server and no reload.
            """),
        examples: [.init(""), .init("--step"), .init("--at 5,18,33"), .init("--watch"), .init("--json Playground/Main.swift"), .init("--svg chains.svg"), .init("--watch --html chains.html")])

    @Flag(help: Localized(zh: "每次保存都重新运行", en: "run again on every save"))
    var watch: Bool

    @Flag(help: Localized(zh: "以 JSON 输出（output 与 chains）", en: "print JSON (output and chains)"))
    var json: Bool

    @Option(valueName: "FILE", help: Localized(zh: "另外把每条链画成 SVG（.html 则是网页）", en: "also draw the chains as SVG (an HTML page if FILE ends in .html)"))
    var svg: String?

    @Option(valueName: "FILE", help: Localized(zh: "另外写一个网页：输出和每条链的图；加 --watch 时浏览器里打开的页面会跟着每次保存更新",
                                               en: "also write a page: the output and every chain as a figure; with --watch the open page follows every save"))
    var html: String?

    @Flag(help: ClockStepping.stepHelp)
    var step: Bool

    @Option(valueName: "TICKS", help: ClockStepping.atHelp)
    var at: String?

    @Option(valueName: "N", help: Localized(zh: "虚拟时钟的上限（拍）", en: "how far the virtual clock may run, in ticks"))
    var ticks: Int = 10_000

    @Argument(valueName: "FILE", help: Localized(zh: "草稿文件（默认 \(defaultFile)）", en: "the scratch file (default \(defaultFile))"))
    var file: String?

    func validate() throws {
        if ticks < 1 { throw ValidationError(Localized(zh: "--ticks 至少为 1", en: "--ticks must be at least 1")) }
        _ = try ClockStepping.ticks(at)
        if (step || at != nil) && (json || watch) {
            throw ValidationError(Localized(zh: "--step 和 --at 不能与 --json 或 --watch 一起用", en: "--step and --at go with neither --json nor --watch"))
        }
        // A file named but not there is a mistyped argument, as an unknown id is.
        var isFolder: ObjCBool = false
        if let file, !FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) || isFolder.boolValue {
            throw ValidationError(isFolder.boolValue
                ? Localized(zh: "\(file) 是一个文件夹，不是 Swift 文件", en: "\(file) is a folder, not a Swift file")
                : Localized(zh: "没有文件 \(file)（默认的草稿文件是 \(Self.defaultFile)，随课程一起提供）",
                            en: "there is no file \(file) (the default scratch file is \(Self.defaultFile), shipped with the course)"))
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        let runner: PlaygroundRunner
        switch PlaygroundRunner.forThisBuild(language: language) {
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
        console.out(console.paint(language == .zh ? "保存 \(shownAs) 就会重新运行；Ctrl-C 退出" : "save \(shownAs) to run it again; Ctrl-C to stop", .dim))
        while true {
            Thread.sleep(forTimeInterval: 0.3)
            let now = FileManager.default.contents(atPath: source.path)
            guard now != seen else { continue }
            seen = now
            console.out(console.paint("\n— " + (language == .zh ? "已保存，重新运行" : "saved; running again") + " —", .dim))
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
            console.err((language == .zh ? "错误：" : "error: ") + reason)
            if file == nil {
                console.err(language == .zh ? "默认的草稿文件是 \(Self.defaultFile)（随课程一起提供）" : "the default scratch file is \(Self.defaultFile) (shipped with the course)")
            }
            return 1
        case .refused(let diagnostics):
            if json {
                let errors = diagnostics.filter { $0.severity == .error }
                console.out(JSONValue.object([
                    ("output", .string("")), ("chains", .array([])),
                    ("errors", .array(errors.map { .object([("file", .string($0.file)), ("line", $0.line.map(JSONValue.number) ?? .null),
                                                            ("column", $0.column.map(JSONValue.number) ?? .null), ("message", .string($0.message))]) })),
                ]).text)
            } else {
                for diagnostic in diagnostics where diagnostic.severity != .note || diagnostics.count < 8 {
                    diagnostic.excerpt.forEach { console.err(Escaping.terminal($0)) }
                }
            }
            return 1
        case .ran(let result):
            let report = PlaygroundReport(result)
            if json {
                console.out(report.json.text)
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
            context.console.err((context.language == .zh ? "错误：无法写入 \(page.page.path)：" : "error: cannot write \(page.page.path): ") + error.localizedDescription)
            return false
        }
    }
}
