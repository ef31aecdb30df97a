import CommandLineKit
import CourseKit
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
        abstract: wording("quiz.see-the-inputs-type-the"),
        discussion: wording("quiz.with-no-argument-the-next"),
        examples: [.init("map"), .init("take --answer '--a--b|'"), .init("errors"), .init("errors --card 1 --answer '----a-b-X  a=\"20° 50%\" b=\"21° 50%\"'")])

    @Option(valueName: "DIAGRAM", help: wording("quiz.the-answer-instead-of-asking"))
    var answer: String?

    @Option(valueName: "N", help: wording("quiz.the-lesson-s-nth-card"))
    var card: Int?

    @Argument(valueName: "OPERATOR|LESSON", help: wording("quiz.an-operator-or-a-lesson"))
    var name: String?

    func run(_ context: CommandContext) -> Int32 {
        let lessonPrefix = "lesson:"
        if let name, !name.hasPrefix(lessonPrefix), let example = Gallery.example(named: name) {
            if card != nil {
                return context.usageError(wording("quiz.card-picks-among-a-lesson", example.name))
            }
            return runOperator(example, context)
        }
        if let name {
            let id = name.hasPrefix(lessonPrefix) ? String(name.dropFirst(lessonPrefix.count)) : name
            guard let lesson = context.course.lesson(id) else {
                let near = Suggestions.nearest(id, among: Gallery.examples.map(\.name) + context.course.lessons.map(\.id))
                return context.unknown(UnknownIDs(entries: [(name, near)], what: wording("quiz.operator-or-lesson")))
            }
            return runLesson(lesson, context)
        }
        if card != nil {
            return context.usageError(wording("quiz.card-goes-with-a-lesson"))
        }
        let deck = QuizDeck(root: context.root)
        guard let next = deck.next(among: Gallery.examples.map(\.name)), let example = Gallery.example(named: next) else { return 0 }
        return runOperator(example, context)
    }

    // MARK: - An operator's card

    private func runOperator(_ example: GalleryExample, _ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        guard let picture = try? GalleryRunner.run(example), let expected = picture.rows.first(where: { $0.role == .result }) else { return 1 }
        let inputs = picture.rows.filter { $0.role != .result }
        console.out(console.paint("\(example.name)  " + picture.code, .bold))
        let figure = picture.figure(of: inputs)
        if let figure {
            figure.lines.forEach { console.out("  " + $0) }
            figure.legendLines(width: max(20, console.width - 2 - figure.labelWidth)).forEach { console.out("  " + String(repeating: " ", count: figure.labelWidth) + $0) }
            console.out(console.paint(("  " + wording("quiz.scale", figure.unitText(language))[language]), .dim))
        }
        // A result that goes on is compared up to where the picture was cut: say how far to draw.
        let through = picture.cut.map { cut in figure.flatMap { drawn in drawn.column(of: cut).map { $0 - drawn.labelWidth } } ?? cut - picture.origin }
        let question = through.map { "  " + wording("quiz.what-does-draw-through", expected.label, $0)[language] + " " }
            ?? ("  " + wording("quiz.what-does-draw", expected.label)[language] + " ")
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
            console.err(context.text(wording("quiz.the-lesson-has-no-card", lesson.id)))
            return 1
        }
        let index: Int
        if let card {
            guard (1...cards.count).contains(card) else {
                let range = cards.count == 1 ? "1" : "1–\(cards.count)"
                return context.usageError(cards.count == 1 ? wording("quiz.lesson-has-one-card", lesson.id, cards.count, range)
                                                             : wording("quiz.lesson-has-cards", lesson.id, cards.count, range))
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
            context.console.err(context.text(wording("quiz.no-answer-given")))
            return nil
        }
        return typed
    }

    private func unreadable(_ error: Error, _ context: CommandContext) -> Int32 {
        let reason = (error as? MarbleLegend.Problem)?.sentences[context.language]
            ?? (error as? MarbleSyntaxError)?.sentence(in: context.language) ?? "\(error)"
        context.console.err(context.text(wording("quiz.cannot-read-that-answer", reason)))
        return 2
    }

    /// Moves the card in the deck and says right or wrong: 0 right, 1 wrong.
    private func record(_ name: String, right: Bool, _ context: CommandContext) -> Int32 {
        let console = context.console
        var deck = QuizDeck(root: context.root)
        deck.answer(name, right: right)
        try? deck.save()
        console.out(right
            ? console.paint("  " + context.text(wording("quiz.right")), .green)
            : console.paint("  " + context.text(wording("quiz.not-yet")), .red))
        return right ? 0 : 1
    }

    static func labels(_ language: Language) -> (String, String) {
        (wording("quiz.expected")[language], wording("quiz.yours")[language])
    }
}
