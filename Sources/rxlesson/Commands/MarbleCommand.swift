import CommandLineKit
import Foundation
import Marbles
import TextKit

/// `rxlesson marble DIAGRAM`: parses a diagram; prints it normalised, or its events as JSON.
struct MarbleDiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "marble",
        abstract: Localized(zh: "解析一张弹珠图：输出规范形式，或以 JSON 输出它的事件。", en: "Parse a marble diagram: print it normalised, or its events as JSON."),
        discussion: Localized(
            zh: "- 一格；1 a tap 一个值（一串字母数字是一个值）；| 完成；# 错误；--> 继续；^ 订阅；! 取消订阅；(ab) 同一格的多个事件；空格之间的 10ms、1.5s 表示时间流逝（1 拍 = 1 ms）。",
            en: "- one frame; 1 a tap a value (a run of letters and digits is one value); | completed; # error; --> goes on; ^ subscription; ! unsubscription; (ab) events at one frame; 10ms or 1.5s between spaces lets time pass (1 tick = 1 ms)."),
        examples: [.init("--json -- '--1--2--|'"), .init("--rxjs '--a-b-#'")])

    @Option(valueName: "N", help: Localized(zh: "每格的拍数", en: "ticks per column"))
    var frame: Int = 1

    @Flag(help: Localized(zh: "RxJS 7 的规则：每个字符各是一个值", en: "RxJS 7's rules: every character is its own value"))
    var rxjs: Bool

    @Flag(help: Localized(zh: "以 JSON 输出事件", en: "print the events as JSON"))
    var json: Bool

    @Argument(valueName: "DIAGRAM", allowsLeadingDash: true, help: Localized(zh: "弹珠图，例如 --1--2--|", en: "the diagram, e.g. --1--2--|"))
    var diagram: String

    func validate() throws {
        if frame < 1 { throw ValidationError(Localized(zh: "--frame 至少为 1", en: "--frame must be at least 1")) }
    }

    func run(_ context: CommandContext) -> Int32 {
        let output = MarbleCommand(frame: frame, rxjs: rxjs, json: json, diagram: diagram).execute()
        if !output.stdout.isEmpty { context.console.out(String(output.stdout.trimmingSuffix("\n"))) }
        if !output.stderr.isEmpty { context.console.err(String(output.stderr.trimmingSuffix("\n"))) }
        return output.exitCode
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : Substring(self)
    }
}
