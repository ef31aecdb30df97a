import CommandLineKit
import Foundation
import LessonKit
import Marbles
import TextKit
import ToolText

/// `rxlesson marble DIAGRAM`: parses a diagram; prints it normalised, or its events as JSON.
struct MarbleDiagramCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "marble",
        abstract: wording("marble.parse-a-marble-diagram-print"),
        discussion: Localized(
            zh: """
            弹珠图的写法：- 表示过去一列；1、a、tap 这样一串连着的字母和数字是一个值；| 表示完成；# 表示错误（位于末尾的 X 也是）；--> 表示序列继续；^ 是订阅点（第 0 拍）；! 是取消订阅的位置；(ab) 是同一列上的几个事件（文档写法里宽的值用逗号隔开：(10,11)）；前后有空格的 300ms、1.5s 表示时间流逝，按一拍 0.1 秒换算（1.5s 就是 15 拍）；// 之后是注释。
            时间从第 0 列起按拍（代码里写作 tick）计数，最多到第 9223372036854775807 拍（Int64 的最大值）：更晚的时间（一个很大的 --frame、很长的时间流逝）会被拒绝，并指出出错的位置。规范形式里超过 1000 列的空白写成时间流逝（例如 5000 拍写成 500000ms）。出错时报告的是第几个字符（从 1 数起，下一行的 ^ 指着它）；弹珠图的时间则从第 0 列数起。
            --rxjs 按 RxJS 7 的 TestScheduler（run 模式）读：不是语法的每个字符各是一个值（字母、数字、汉字、每个 emoji 码点、逗号、X）；分组里可以有 - 和空格；| 或 # 之后的事件保留；只有空格的弹珠图永不发出；和 RxJS 一样，一帧（一拍）为 1 ms。> 和 ! 在这里也都是值，和 RxJS 一样（序列继续就是没有 |；取消订阅写在订阅弹珠图里）。rxlesson 自己有而 RxJS 没有的：// 注释，以及只有整数拍（RxJS 允许 10.2ms）。
            --subscriptions 按 RxJS 的 parseMarblesAsSubscriptions 读订阅弹珠图（--^---!）：绝对帧，! 不占帧。
            """,
            en: """
            Diagrams: - one frame passes; 1 a tap a value (a run of letters and digits is one value); | completed; # error (also X as the last token); --> the sequence goes on; ^ subscription point (time 0); ! unsubscription point; (ab) several events at the frame of '(' (document style: (10,11) for wide values); 300ms or 1.5s between spaces lets time pass, converted at 0.1 s a tick (1.5s is 15 ticks); // a comment.
            Time counts in ticks from column 0, up to tick 9223372036854775807 (the largest Int64): a later time (a huge --frame, a very long wait) is refused with the column where it happens. The normalised diagram writes more than 1000 empty frames as a time progression (e.g. 5000 ticks as 500000ms). An error gives the column of the character at fault counting from 1 (the ^ under it points at it); a diagram's time counts columns from 0.
            --rxjs reads RxJS 7's way, as its TestScheduler does in run mode: every character that is not syntax is one value (letters, digits, CJK, each emoji code point, ',', 'X'); '-' and spaces may stand in a group; events after '|' or '#' are kept; spaces only never emits; a frame (a tick) is 1 ms, as in RxJS. '>' and '!' are values too, as in RxJS (going on is the absence of '|'; an unsubscription belongs in a subscription diagram). rxlesson's own, not RxJS: a '// comment', and whole ticks only (RxJS allows '10.2ms').
            --subscriptions reads a subscription diagram ('--^---!') as RxJS's parseMarblesAsSubscriptions does: absolute frames, '!' takes none.
            """),
        examples: [.init("--json -- '--1--2--|'"), .init("--rxjs '--a-b-#'"), .init("--subscriptions '--^---!'"),
                   .init("--file long.txt", wording("marble.the-diagram-from-a-file"))])

    @Option(valueName: "N", help: wording("marble.ticks-per-column-an-event"))
    var frame: Int = 1

    @Flag(help: wording("marble.rxjs-7-s-rules-every"))
    var rxjs: Bool

    @Flag(help: wording("marble.read-a-subscription-diagram"))
    var subscriptions: Bool

    @Flag(help: wording("marble.print-the-events-as-json"))
    var json: Bool

    @Option(valueName: "FILE", help: wording("marble.read-the-diagram-from-file"))
    var file: String?

    @Argument(valueName: "DIAGRAM", allowsLeadingDash: true, help: wording("marble.the-diagram-e-g-1"))
    var diagram: String?

    /// The most a diagram file may hold: far past any diagram a person draws, short of the
    /// memory a mistaken file (a video, a disk image) would take.
    static let largestFile = 64 << 20

    func validate() throws {
        if frame < 1 { throw ValidationError(wording("marble.frame-must-be-at-least")) }
        switch (diagram, file) {
        case (nil, nil): throw ValidationError(wording("marble.no-diagram-give-it-as"))
        case (.some, .some): throw ValidationError(wording("marble.one-diagram-only-an-argument"))
        default: break
        }
    }

    /// The argument, or the file's text without its last line break.
    func source() -> Result<String, ValidationError> {
        guard let file else { return .success(diagram ?? "") }
        let handle = file == "-" ? FileHandle.standardInput : FileHandle(forReadingAtPath: file)
        var isFolder: ObjCBool = false
        guard let handle, file == "-" || (FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue) else {
            return .failure(ValidationError(wording("marble.cannot-read", file)))
        }
        let data = (try? handle.read(upToCount: Self.largestFile + 1)) ?? Data()
        guard data.count <= Self.largestFile else {
            return .failure(ValidationError(wording("marble.is-over-64-mib-not", file)))
        }
        guard var text = String(data: data, encoding: .utf8) else {
            return .failure(ValidationError(wording("marble.is-not-utf-8-text", file)))
        }
        if let last = text.last, last.isNewline { text.removeLast() }
        return .success(text)
    }

    func run(_ context: CommandContext) -> Int32 {
        let diagram: String
        switch source() {
        case .success(let text): diagram = text
        case .failure(let problem):
            context.console.err(Localized.error(problem.message[context.language], context.language))
            return 2
        }
        let output = MarbleReading(frame: frame, rxjs: rxjs, subscriptions: subscriptions, json: json, diagram: diagram,
                                   resolution: Tick.seconds, language: context.language).execute()
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
