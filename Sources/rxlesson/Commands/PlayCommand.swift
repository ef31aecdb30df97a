import CommandLineKit
import Foundation
import LessonEngine
import TextKit

/// `rxlesson play OPERATOR DIAGRAM... [ARGS]`: runs an operator on the learner's own
/// diagrams and draws the result.
struct PlayCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "play",
        abstract: Localized(zh: "用你自己的弹珠图运行一个操作符，画出结果。", en: "Run an operator on your own marble diagrams and draw the result."),
        discussion: Localized(
            zh: "先写弹珠图（加引号），再写操作符的参数（个数、拍数、值）；省略的参数取示例里的值。一列是一拍。没有 '^' 的弹珠图是冷的：每次订阅都从头开始；有 '^' 的是热的：'^' 是操作符订阅的时刻。只写 `rxlesson play OPERATOR`（不给弹珠图）会说明这个操作符要哪些弹珠图和参数，并给出一个示例。",
            en: "Diagrams first (quote them), then the operator's arguments (counts, ticks, a value); one left out takes the example's value. One column is one tick. A diagram without '^' is cold: it starts again at every subscription; with '^' it is hot: '^' is when the operator subscribes. `rxlesson play OPERATOR` with no diagram explains the operator's diagrams and arguments, with an example."),
        examples: [.init("combineLatest '--1----2--|' '----a----b|'"), .init("debounce '-1-2-----3--|' 3"), .init("take '--a--b--c--|' 2")])

    @Option(valueName: "FILE", help: Localized(zh: "另外写成 SVG（.html 则是网页）", en: "also write SVG (an HTML page if FILE ends in .html)"))
    var svg: String?

    @Argument(valueName: "OPERATOR", help: Localized(zh: "操作符", en: "the operator"))
    var name: String

    @Argument(valueName: "DIAGRAM|ARG", allowsLeadingDash: true, help: Localized(zh: "弹珠图，然后是参数", en: "diagrams, then arguments"))
    var rest: [String]

    func validate() throws {
        if let svg { try OutputFile.check(svg, option: "--svg") }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        let request: PlayRequest
        switch PlayRequest.make(operator: name, positional: rest, language: language) {
        case .failure(let failure):
            if let example = failure.example, rest.isEmpty {
                // The operator alone asks what it takes: its diagrams and arguments, explained.
                console.out(Self.operatorHelp(example, language: language))
                return 0
            }
            console.err((language == .zh ? "错误：" : "error: ") + failure.message)
            if let example = failure.example {
                console.err(example.usage(context.language))
                console.err((language == .zh ? "示例：" : "example: ") + example.exampleCommand)
            } else {
                console.err(context.usage)
            }
            return 2
        case .success(let made): request = made
        }
        let picture = request.run()
        picture.print(to: console, tryIt: false, language: language)
        if let svg, !PictureFiles.writeFigures([picture.svgFigure(language: language)], title: "rxlesson play \(request.example.name)",
                                               to: svg, console: console, language: language) {
            return 1
        }
        return 0
    }

    /// The operator's usage, what each diagram and argument is, and its example.
    static func operatorHelp(_ example: GalleryExample, language: Language) -> String {
        let zh = language == .zh
        var lines = [example.usage(language), "", "\(example.name)\(zh ? "：" : ": ")\(example.meaning(in: language))", ""]
        let names = example.sources.map { $0.uppercased() }
        for (name, diagram) in zip(names, example.diagrams) {
            lines.append("  " + DisplayWidth.pad(name, to: 10) + (zh ? "一个弹珠图，例如" : "a diagram, e.g.") + " '\(diagram)'")
        }
        if example.variadic { lines.append("  MORE...   " + (zh ? "更多弹珠图，数量不限" : "more diagrams, as many as you like")) }
        for parameter in example.parameters {
            lines.append("  " + DisplayWidth.pad(parameter.name.uppercased(), to: 10) + parameter.help(in: language) + (zh ? "（默认 \(parameter.example)）" : " (default \(parameter.example))"))
        }
        lines += ["", (zh ? "示例：" : "example: ") + example.exampleCommand]
        return lines.joined(separator: "\n")
    }
}
