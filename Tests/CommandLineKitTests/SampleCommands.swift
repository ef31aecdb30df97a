import TextKit
import CommandLineKit

/// Commands shaped like rxlesson's, declared the way real ones will be.
struct MarbleSample: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "marble",
        abstract: Localized(zh: "解析弹珠图并输出规范形式。", en: "Parse a marble diagram and print it normalised."),
        examples: [.init("'--1--2--|'", Localized(zh: "两个值，然后完成", en: "two values, then completion"))]
    )

    @Option(valueName: "N", help: Localized(zh: "每个 `-` 的虚拟时间", en: "virtual time per '-'"))
    var frame: Int = 1

    @Flag(help: Localized(zh: "以 JSON 输出事件", en: "print the events as JSON"))
    var json: Bool

    @Argument(allowsLeadingDash: true, help: Localized(zh: "弹珠图，例如 --1--|", en: "the diagram, e.g. --1--|"))
    var diagram: String

    func validate() throws {
        if frame < 1 { throw ValidationError(Localized(zh: "--frame 至少为 1", en: "--frame must be at least 1")) }
    }

    func run(_ context: CommandContext) -> Int32 {
        context.console.out("diagram \(diagram) frame \(frame) json \(json) colored \(context.console.colored)")
        return 0
    }
}

enum Format: String, CaseIterable, ArgumentValue {
    case text, json, junit
}

struct CheckSample: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: Localized(zh: "批改练习。", en: "Grade exercises."),
        discussion: Localized(zh: "每个练习单独编译、运行。", en: "Each exercise is compiled and run on its own.")
    )

    @Option(help: Localized(zh: "报告格式", en: "report format"))
    var format: Format = .text

    @Option(short: "o", valueName: "FILE", help: Localized(zh: "把报告写入 FILE", en: "write the report to FILE"))
    var output: [String]

    @Option(valueName: "S", help: Localized(zh: "每个练习的时限（秒）", en: "time limit per exercise, in seconds"))
    var timeout: Double = 10

    @Flag(help: Localized(zh: "批改参考答案", en: "grade the reference solutions"))
    var solutions: Bool

    @Argument(valueName: "ID", help: Localized(zh: "练习编号（默认：全部）", en: "exercise ids (default: all)"))
    var ids: [String]

    func run(_ context: CommandContext) -> Int32 {
        context.console.out("ids \(ids) format \(format) output \(output) timeout \(timeout) solutions \(solutions)")
        return ids.contains("failing") ? 1 : 0
    }
}

/// Options shared by several commands: one type, a stored property of each.
struct ReportOptions: ParsableArguments {
    @Option(valueName: "DIR", help: Localized(zh: "写出 HTML 的目录", en: "directory for the HTML pages"))
    var html: String
}

struct ReportSample: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "report", abstract: Localized(zh: "把课程写成 HTML 页面。", en: "Write the lessons as HTML pages."))

    let options = ReportOptions()

    @Argument(valueName: "ID", arity: 1..., help: Localized(zh: "课程编号", en: "lesson ids"))
    var ids: [String]

    func run(_ context: CommandContext) -> Int32 {
        context.console.out("html \(options.html) ids \(ids)")
        return 0
    }
}

struct GradeOneSample: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "__grade-one", abstract: Localized(zh: "内部：批改一个练习。", en: "Internal: grade one exercise."), isHidden: true)

    @Argument(help: Localized(zh: "练习编号", en: "exercise id"))
    var id: String

    func run(_ context: CommandContext) throws -> Int32 {
        if id == "bad" { throw ValidationError(Localized(zh: "没有这个练习", en: "no such exercise")) }
        for line in 1...3 { context.console.out("line \(line) of \(id)") }
        return 0
    }
}

let sampleTool = CommandLineTool(
    name: "rxlesson",
    version: "1.2.3",
    abstract: Localized(zh: "在虚拟时钟上学习响应式编程。", en: "Learn reactive programming on a virtual clock."),
    commands: [MarbleSample.self, CheckSample.self, ReportSample.self, GradeOneSample.self]
)

/// Runs one command line on a capturing console.
func commandLine(_ words: [String], environment: [String: String] = [:], colored: Bool = false, width: Int = 80)
    -> (code: Int32, out: String, err: String) {
    let console = Console.capturing(colored: colored, width: width)
    let code = sampleTool.run(words, console: console, environment: environment)
    return (code, console.output, console.errors)
}

func commandLine(_ words: String...) -> (code: Int32, out: String, err: String) {
    commandLine(words)
}
