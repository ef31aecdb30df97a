import CommandLineKit
import Foundation
import LessonEngine
import Marbles
import TextKit

/// `rxlesson quiz [OPERATOR]`: active recall. Draws an operator's inputs, asks for the
/// output diagram, and compares the answer with the one computed on the virtual clock.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "quiz",
        abstract: Localized(zh: "看输入，写出输出的弹珠图：和虚拟时钟算出的比一比。", en: "See the inputs, type the output diagram, and compare it with the one the virtual clock computes."),
        discussion: Localized(
            zh: "不写操作符就出下一道：答错的先回来，然后是没做过的。一格一拍，第 0 列是订阅的时刻；答案按文档写法读（一串字母数字是一个值）。进度在 .rxlesson/quiz.json。",
            en: "With no operator, the next card: wrong answers come back first, then ones not yet asked. One column is one tick, column 0 the subscription; answers are read with the document's rules (a run of letters and digits is one value). Progress is kept in .rxlesson/quiz.json."),
        examples: [.init("map"), .init("take --answer '--a--b|'")])

    @Option(valueName: "DIAGRAM", help: Localized(zh: "直接给出答案（不再询问）", en: "the answer, instead of asking for it"))
    var answer: String?

    @Argument(valueName: "OPERATOR", help: Localized(zh: "操作符（默认：下一道）", en: "an operator (default: the next card)"))
    var name: String?

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language, zh = language == .zh
        var deck = QuizDeck(root: context.root)
        let names = Gallery.examples.map(\.name)
        guard let chosen = name ?? deck.next(among: names) else { return 0 }
        guard let example = Gallery.example(named: chosen), let picture = try? GalleryRunner.run(example) else {
            let near = Suggestions.nearest(chosen, among: names)
            return context.usageError(Localized(zh: "没有操作符 '\(chosen)'" + (near.isEmpty ? "" : "；你是不是想找 \(near.joined(separator: ", "))？"),
                                                en: "unknown operator '\(chosen)'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?")))
        }
        guard let expected = picture.rows.first(where: { $0.role == .result }) else { return 1 }
        let inputs = picture.rows.filter { $0.role != .result }
        let figure = MarbleFigure(inputs.map { ($0.label, $0.diagram) })
        console.out(console.paint("\(example.name)  " + picture.code, .bold))
        if let drawn = try? figure.render(options: MarbleRenderOptions(frame: 1, origin: picture.origin, style: .document, errorMarker: "#", strict: false, maximumColumns: 400)) {
            drawn.lines.forEach { console.out("  " + $0) }
            if let legend = drawn.legendLine { console.out("  " + legend) }
        }
        let prompt = zh ? "  \(expected.label) 的弹珠图是？ " : "  what does \(expected.label) draw? "
        var typed = answer
        if typed == nil {
            console.out(prompt, terminator: "")
            typed = readLine(strippingNewline: true)
            if isatty(STDIN_FILENO) != 1 { console.out() }
        }
        guard let typed, !typed.trimmingCharacters(in: .whitespaces).isEmpty else {
            console.err(zh ? "没有答案。" : "no answer given.")
            return 2
        }
        let parsed: MarbleDiagram
        do {
            parsed = try MarbleParser.parse(typed)
        } catch {
            console.err((zh ? "这个答案读不懂：" : "cannot read that answer: ") + "\(error)")
            return 2
        }
        let yours = parsed.shifted(by: picture.origin)
        let difference = MarbleDiff.firstDifference(expected: Self.upTo(picture.cut, expected.diagram.events), actual: Self.upTo(picture.cut, yours.events))
        let labels = zh ? ("答案", "你的") : ("expected", "yours")
        console.out(MarbleDiff.figure(expected: expected.diagram, actual: yours, difference: difference,
                                      options: MarbleRenderOptions(frame: 1, origin: picture.origin, style: .document, errorMarker: "#", strict: false, maximumColumns: 400),
                                      labels: labels, language: language)
            .split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
        deck.answer(example.name, right: difference == nil)
        try? deck.save()
        console.out(difference == nil
            ? console.paint(zh ? "  ✓ 对了！" : "  ✓ right!", .green)
            : console.paint(zh ? "  ✗ 还不对；这道题过一会儿会再出现。" : "  ✗ not yet; this one comes back soon.", .red))
        return difference == nil ? 0 : 1
    }

    /// Events up to the tick where a picture was cut (a result that goes on).
    static func upTo(_ cut: Int?, _ events: [MarbleEvent]) -> [MarbleEvent] {
        guard let cut else { return events }
        return events.filter { $0.time <= cut }
    }
}
