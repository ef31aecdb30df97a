import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import Marbles
import TextKit

/// `rxlesson quiz [OPERATOR|LESSON]`: active recall. Draws an operator's inputs (or the rows
/// that feed one step of a lesson's chain), asks for the output diagram, and compares the
/// answer with the one the virtual clock computed.
struct QuizCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "quiz",
        abstract: Localized(zh: "看输入，写出输出的弹珠图：和虚拟时钟算出的比一比。", en: "See the inputs, type the output diagram, and compare it with the one the virtual clock computes."),
        discussion: Localized(
            zh: "不写参数就出下一道操作符题：答错的先回来，然后是没做过的。写课的 ID（例如 errors）就从这一课示例的链里出题：画出喂给某个操作符的那几行，你写出它自己的那一行；--card N 指定这一课的第 N 道题。课和操作符同名时（interval、share）写 lesson:ID。操作符题一列一拍，第 0 列是订阅的时刻，课的题会写明自己的比例；答案按文档写法读（一串字母数字是一个值），太宽的值可以在弹珠图后面用 key=value 起个键。进度在 .rxlesson/quiz.json。",
            en: "With no argument, the next operator card: wrong answers come back first, then ones not yet asked. With a lesson id (e.g. errors), a card from that lesson's chains: the rows that feed one operator are drawn and you write the operator's own row; --card N picks the lesson's Nth card. When an operator has the same name (interval, share), write lesson:ID. An operator's card has one column a tick, column 0 the subscription; a lesson's card states its scale; answers are read with the document's rules (a run of letters and digits is one value), and a value too wide to write in place gets a key=value after the diagram. Progress is kept in .rxlesson/quiz.json."),
        examples: [.init("map"), .init("take --answer '--a--b|'"), .init("errors"), .init("errors --card 1 --answer '----a-b-X  a=\"20° 50%\" b=\"21° 50%\"'")])

    @Option(valueName: "DIAGRAM", help: Localized(zh: "直接给出答案（不再询问）", en: "the answer, instead of asking for it"))
    var answer: String?

    @Option(valueName: "N", help: Localized(zh: "课的第 N 道题（从 1 开始；默认：该做的下一道）", en: "the lesson's Nth card (from 1; default: the one due next)"))
    var card: Int?

    @Argument(valueName: "OPERATOR|LESSON", help: Localized(zh: "操作符或课的 ID（默认：下一道操作符题）", en: "an operator or a lesson id (default: the next operator card)"))
    var name: String?

    func run(_ context: CommandContext) -> Int32 {
        let lessonPrefix = "lesson:"
        if let name, !name.hasPrefix(lessonPrefix), let example = Gallery.example(named: name) {
            if card != nil {
                return context.usageError(Localized(zh: "--card 只用于课的题；操作符 \(example.name) 只有一道题",
                                                    en: "--card picks among a lesson's cards; the operator \(example.name) has one"))
            }
            return runOperator(example, context)
        }
        if let name {
            let id = name.hasPrefix(lessonPrefix) ? String(name.dropFirst(lessonPrefix.count)) : name
            guard let lesson = context.course.lesson(id) else {
                let near = Suggestions.nearest(id, among: Gallery.examples.map(\.name) + context.course.lessons.map(\.id))
                return context.unknown(UnknownIDs(entries: [(name, near)], what: Localized(zh: "操作符或课", en: "operator or lesson")))
            }
            return runLesson(lesson, context)
        }
        if card != nil {
            return context.usageError(Localized(zh: "--card 要和课的 ID 一起用，例如 quiz errors --card 2", en: "--card goes with a lesson id, e.g. quiz errors --card 2"))
        }
        let deck = QuizDeck(root: context.root)
        guard let next = deck.next(among: Gallery.examples.map(\.name)), let example = Gallery.example(named: next) else { return 0 }
        return runOperator(example, context)
    }

    // MARK: - An operator's card

    private func runOperator(_ example: GalleryExample, _ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language, zh = language == .zh
        guard let picture = try? GalleryRunner.run(example), let expected = picture.rows.first(where: { $0.role == .result }) else { return 1 }
        let inputs = picture.rows.filter { $0.role != .result }
        console.out(console.paint("\(example.name)  " + picture.code, .bold))
        let figure = picture.figure(of: inputs)
        if let figure {
            figure.lines.forEach { console.out("  " + $0) }
            figure.legendLines(width: max(20, console.width - 2 - figure.labelWidth)).forEach { console.out("  " + String(repeating: " ", count: figure.labelWidth) + $0) }
            let scale = figure.unitText(language)
            console.out(console.paint(zh ? "  （\(scale)）" : "  (\(scale))", .dim))
        }
        // A result that goes on is compared up to where the picture was cut: say how far to draw.
        let through = picture.cut.map { cut in figure.flatMap { drawn in drawn.column(of: cut).map { $0 - drawn.labelWidth } } ?? cut - picture.origin }
        let question = through.map { zh ? "  \(expected.label) 的弹珠图是？（画到第 \($0) 列为止，之后的不算）" : "  what does \(expected.label) draw, through column \($0) (what comes after is not asked)? " }
            ?? (zh ? "  \(expected.label) 的弹珠图是？ " : "  what does \(expected.label) draw? ")
        guard let typed = ask(question, context) else { return 2 }
        let yours: MarbleDiagram
        do {
            // Read at the figure's scale, its keys standing for their values; column 0 is the picture's origin.
            yours = try figure?.read(typed) ?? MarbleParser.parse(typed).shifted(by: picture.origin)
        } catch {
            return unreadable(error, context)
        }
        let difference = MarbleDiff.firstDifference(expected: Self.upTo(picture.cut, expected.diagram.events), actual: Self.upTo(picture.cut, yours.events))
        CourseFigure.comparison(expected: expected.diagram, actual: yours, difference: difference, labels: Self.labels(language),
                                language: language, origin: picture.origin, scales: figure.map { [$0.scale] }, unitLine: false,
                                width: console.width - 2)
            .forEach { console.out("  " + $0) }
        return record(example.name, right: difference == nil, context)
    }

    /// Events up to the tick where a picture was cut (a result that goes on).
    static func upTo(_ cut: Int?, _ events: [MarbleEvent]) -> [MarbleEvent] {
        guard let cut else { return events }
        return events.filter { $0.time <= cut }
    }

    // MARK: - A lesson's card

    private func runLesson(_ lesson: Lesson, _ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        let results = DemoRunner.run(lesson: lesson).results
        let cards = LessonCards.make(lesson: lesson, results: results, sources: LessonSourceLines(root: context.root, lesson: lesson.id))
        guard !cards.isEmpty else {
            console.err(context.text(Localized(zh: "课 \(lesson.id) 还没有题：它的示例里没有哪条链让一个操作符接收另一个操作符的事件。",
                                               en: "the lesson \(lesson.id) has no card: none of its demos has a chain in which one operator takes another's events.")))
            return 1
        }
        let index: Int
        if let card {
            guard (1...cards.count).contains(card) else {
                let range = cards.count == 1 ? "1" : "1–\(cards.count)"
                return context.usageError(Localized(zh: "课 \(lesson.id) 有 \(cards.count) 道题：--card 取 \(range)",
                                                    en: "the lesson \(lesson.id) has \(cards.count) card\(cards.count == 1 ? "" : "s"): --card takes \(range)"))
            }
            index = card - 1
        } else {
            let next = QuizDeck(root: context.root).next(among: cards.map(\.name))
            index = cards.firstIndex { $0.name == next } ?? 0
        }
        let chosen = cards[index]
        LessonCardText.question(chosen, number: index + 1, of: cards.count, language: language, console: console).forEach { console.out($0) }
        guard let typed = ask(LessonCardText.prompt(chosen, language: language), context) else { return 2 }
        let yours: MarbleDiagram
        do {
            yours = try chosen.figure.read(typed)
        } catch {
            return unreadable(error, context)
        }
        let difference = MarbleDiff.firstDifference(expected: chosen.row.events, actual: yours.events)
        chosen.figure.comparison(with: yours, difference: difference, labels: Self.labels(language), language: language, width: console.width - 2)
            .forEach { console.out("  " + $0) }
        return record(chosen.name, right: difference == nil, context)
    }

    // MARK: - Asking and keeping score

    /// `--answer`, or a line read from standard input; nil (after saying so) when empty.
    private func ask(_ prompt: String, _ context: CommandContext) -> String? {
        var typed = answer
        if typed == nil {
            context.console.out(prompt, terminator: "")
            typed = readLine(strippingNewline: true)
            if isatty(STDIN_FILENO) != 1 { context.console.out() }
        }
        guard let typed, !typed.trimmingCharacters(in: .whitespaces).isEmpty else {
            context.console.err(context.text(Localized(zh: "没有答案。", en: "no answer given.")))
            return nil
        }
        return typed
    }

    private func unreadable(_ error: Error, _ context: CommandContext) -> Int32 {
        let reason = (error as? MarbleLegend.Problem)?.sentences[context.language]
            ?? (error as? MarbleSyntaxError)?.sentence(in: context.language) ?? "\(error)"
        context.console.err(context.text(Localized(zh: "这个答案读不懂：", en: "cannot read that answer: ")) + reason)
        return 2
    }

    /// Moves the card in the deck and says right or wrong: 0 right, 1 wrong.
    private func record(_ name: String, right: Bool, _ context: CommandContext) -> Int32 {
        let console = context.console
        var deck = QuizDeck(root: context.root)
        deck.answer(name, right: right)
        try? deck.save()
        console.out(right
            ? console.paint(context.text(Localized(zh: "  ✓ 对了！", en: "  ✓ right!")), .green)
            : console.paint(context.text(Localized(zh: "  ✗ 还不对；这道题过一会儿会再出现。", en: "  ✗ not yet; this one comes back soon.")), .red))
        return right ? 0 : 1
    }

    static func labels(_ language: Language) -> (String, String) {
        language == .zh ? ("正确答案", "你的答案") : ("expected", "yours")
    }
}
