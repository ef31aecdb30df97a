import CourseKit
import Foundation
import LessonKit
import Marbles
import TextKit

/// A lesson's demos as text for people and as JSON for scripts.
public enum LessonReport {
    /// `invocation`: how the reader runs rxlesson, for the commands the text names.
    public static func text(lesson: Lesson, results: [DemoResult], language: Language, console: Console, invocation: String = "rxlesson") {
        console.out(console.paint(Wrapping.wrapped("\(lesson.id) · \(lesson.title[language])", width: console.width, indent: ""), .bold))
        console.out(console.paint(Wrapping.wrapped(lesson.source[language], width: console.width, indent: ""), .dim))
        console.out(console.prose(CommandSpelling.spelled(lesson.summary[language], as: invocation), indent: ""))
        // One time scale for the whole lesson, said once.
        let scales = Set(results.compactMap { $0.drawing?.scale })
        let shared = scales.count == 1
        if let scale = scales.first, shared {
            console.out()
            console.out(console.paint(Wrapping.wrapped(scaleLine(scale, language: language),
                                                       width: console.width, indent: ""), .dim))
        }
        if let key = Verdict.key(results.map(\.verdict), language: language) {
            console.out()
            console.out(console.paint(Wrapping.wrapped(key, width: console.width), .dim))
        }
        for (number, result) in results.enumerated() {
            let demo = result.demo
            console.out()
            let colour: Console.Style
            switch result.verdict {
            case .identical: colour = .green
            case .differs: colour = .yellow
            case .new: colour = .cyan
            case .mismatch: colour = .red
            }
            // The title wraps under itself, and its last line keeps room for the verdict.
            let label = result.verdict.label(language)
            let title = Wrapping.wrap("\(number + 1). \(demo.title[language])",
                                      width: max(20, console.width - 2 - DisplayWidth.width(of: label)), hangingIndent: "   ")
            for (index, line) in title.enumerated() {
                let verdict = index == title.count - 1 ? "  " + console.paint(label, colour) : ""
                console.out(console.paint(line, .bold) + verdict)
            }
            console.out(console.prose(CommandSpelling.spelled(demo.explanation[language], as: invocation), indent: "   "))
            if result.verdict == .new {
                // Nothing to compare with: our output, as ours.
                if !result.actual.isEmpty {
                    console.out()
                    console.out("   " + console.paint(wording("lesson-report.new-output")[language], .dim))
                    for line in result.actual.split(separator: "\n", omittingEmptySubsequences: false) {
                        console.out(Self.printed(String(line), width: console.width))
                    }
                }
            } else {
                console.out()
                let documentTitle = wording("html-report.document")[language]
                let clockTitle = wording("html-report.virtual-clock")[language]
                let columns = TextColumns.compare(left: demo.documented, right: result.actual, leftTitle: documentTitle, rightTitle: clockTitle)
                let lines = columns.text.split(separator: "\n", omittingEmptySubsequences: false)
                if lines.allSatisfy({ 3 + DisplayWidth.width(of: String($0)) <= console.width }) {
                    for line in lines {
                        console.out("   " + (line.hasPrefix("≠") ? console.paint(String(line), .yellow) : String(line)))
                    }
                } else {
                    // Too wide side by side: one output after the other (once, when they are the same).
                    let blocks = columns.isIdentical
                        ? [(wording("lesson-report.both-the-same")[language], result.actual)]
                        : [(wording("lesson-report.block-title", documentTitle)[language], demo.documented),
                           (wording("lesson-report.block-title", clockTitle)[language], result.actual)]
                    for (title, text) in blocks {
                        console.out("   " + console.paint(title, .dim))
                        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                            console.out(Self.printed(String(line), width: console.width))
                        }
                    }
                }
            }
            if result.verdict == .differs, let note = demo.note {
                console.out(console.prose(wording("html-report.why-it-differs", note)[language], indent: "   "))
            } else if result.verdict == .mismatch {
                console.out(console.paint(Wrapping.wrapped(wording("lesson-report.mismatch")[language], width: console.width, indent: "   "), .red))
            }
            if let drawing = result.drawing {
                console.out()
                let heading = shared ? wording("lesson-report.marbles")[language]
                    : wording("lesson-report.marbles.scale", scaleText(drawing.scale, language: language))[language]
                console.out("   " + console.paint(heading, .dim))
                // Labels above their diagrams when beside them would not fit.
                for line in drawing.lines(width: console.width - 5) {
                    console.out(line.isEmpty ? "" : "     " + console.paint(line, .cyan))
                }
                // The legend beside the diagrams, or under the labels when its keys would not fit there.
                let widest = drawing.legendLines(width: .max).map { DisplayWidth.width(of: $0) }.max() ?? 0
                let beside = 5 + drawing.diagramColumn(width: console.width - 5)
                let indent = beside + widest > console.width ? 5 : beside
                for line in drawing.legendLines(width: max(20, console.width - indent)) {
                    console.out(String(repeating: " ", count: indent) + console.paint(line, .dim))
                }
            } else if let problem = result.drawingProblem {
                console.out()
                console.out("     " + console.paint(problem, .dim))
            }
            if let stopped = result.stoppedAt {
                let sentence = wording("lesson-report.clock-stopped", stopped)[language]
                console.out(console.paint(Wrapping.wrapped(sentence, width: console.width, indent: "   "), .dim))
            }
        }
    }

    public static func json(lesson: Lesson, results: [DemoResult], language: Language) -> JSONValue {
        .object([
            ("lesson", .string(lesson.id)),
            ("title", .string(lesson.title[language])),
            ("source", .string(lesson.source[language])),
            ("demos", .array(results.map { result in
                .object([
                    ("id", .string(result.demo.id)),
                    ("title", .string(result.demo.title[language])),
                    ("documented", .string(result.demo.documented)),
                    ("actual", .string(result.actual)),
                    ("verdict", .string(result.verdict.rawValue)),
                    ("note", .optional(result.verdict == .differs ? result.demo.note?[language] : nil)),
                    ("marbles", .array((result.drawing?.rows ?? []).map(marbleRow))),
                ] + legendPair(result))
            })),
        ] + scalePair(results))
    }

    /// One traced row: its label and diagram, then what it is made of.
    /// A line the demo printed, under the output's heading: as printed where it fits, else
    /// wrapped at its spaces under itself.
    static func printed(_ line: String, width: Int) -> String {
        5 + DisplayWidth.width(of: line) <= width ? "     " + line : Wrapping.wrapped(line, width: width, indent: "     ", hangingIndent: "       ")
    }

    static func marbleRow(_ row: TraceDrawing.Row) -> JSONValue {
        .object([
            ("name", .string(row.name)), ("diagram", .string(row.diagram)),
            ("operator", .string(row.traced.operatorName)), ("file", .string(row.traced.file)), ("line", .number(row.traced.line)),
            ("depth", .number(row.traced.depth)), ("chain", .number(row.chain)), ("names", .array(row.traced.names.map(JSONValue.string))),
        ])
    }

    /// `"legend":{"a":"loading"}`, only when keys were needed.
    static func legendPair(_ result: DemoResult) -> [(String, JSONValue)] {
        guard let legend = result.drawing?.legend, !legend.isEmpty else { return [] }
        return [("legend", .object(legend.map { ($0.key, .string($0.value)) }))]
    }

    /// `"ticks_per_column":5` (or `"columns_per_tick":2`) when the lesson has one scale.
    static func scalePair(_ results: [DemoResult]) -> [(String, JSONValue)] {
        let scales = Set(results.compactMap { $0.drawing?.scale })
        guard scales.count == 1, let scale = scales.first else { return [] }
        let perColumn: (String, JSONValue) = scale.columnsPerTick == 1 ? ("ticks_per_column", .number(scale.ticksPerColumn)) : ("columns_per_tick", .number(scale.columnsPerTick))
        return [perColumn, ("milliseconds_per_tick", .number(Tick.milliseconds))]
    }

    /// `one column = 5 ticks = 0.5 s`: every figure says how long its tick is (``Tick``).
    public static func scaleText(_ scale: MarbleScale, language: Language) -> String {
        scale.unitText(language)
    }

    /// The line at the top of a lesson that says how to read all its diagrams.
    static func scaleLine(_ scale: MarbleScale, language: Language) -> String {
        let text = scaleText(scale, language: language)
        if language == .zh {
            return "读弹珠图：每个操作符占一行，行首写着它的名字和调用它的那行代码。\(text)。每行的第 0 列是示例所用虚拟时钟的第 0 拍。- 表示时间流逝；连在一起的字母和数字表示一个值；(a,b) 是一个分组，表示同一拍上的几个事件；| 表示 completed；# 表示 error；! 表示订阅在此处被释放；--> 表示序列还在继续；^ 标出晚于第 0 拍开始的订阅；以 ↳ 开头的行是上一行操作符的内部序列。值太宽画不下时用简短的代号代替，图下的图例（如 a=hello）列出每个代号对应的值。"
        }
        return "Marbles: one row per operator, labelled with its name and the line of code that applies it; \(text); column 0 of every row is tick 0 of the demo's clock; - is time passing, a run of letters and digits is one value, and (a,b) is a group, several events on one tick; | is completed, # an error, ! where the subscription was disposed, and --> a sequence that goes on; ^ marks a subscription after tick 0, and a ↳ row is an inner observable of the operator above it; values too wide to draw get short keys, explained in the legend under the figure (a=hello)."
    }
}

/// The report's prose helpers, public so their rules are tested.
