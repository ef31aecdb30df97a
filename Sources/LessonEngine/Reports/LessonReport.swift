import Foundation
import LessonKit
import Marbles
import TextKit

/// A lesson's demos as text for people and as JSON for scripts.
public enum LessonReport {
    public static func text(lesson: Lesson, results: [DemoResult], language: Language, console: Console) {
        console.out(console.paint("\(lesson.id) · \(lesson.title[language])", .bold) + console.paint("  (\(lesson.source))", .dim))
        console.out(Wrapping.wrapped(lesson.summary[language], width: console.width, indent: ""))
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
            let verdict = console.paint(result.verdict.label(language), colour)
            console.out(console.paint("\(number + 1). \(demo.title[language])", .bold) + "  " + verdict)
            console.out(Wrapping.wrapped(demo.explanation[language], width: console.width, indent: "   "))
            if result.verdict == .new {
                // Nothing to compare with: our output, as ours.
                if !result.actual.isEmpty {
                    console.out()
                    console.out("   " + console.paint(language == .zh ? "文档这里没有打印输出; 我们的运行打印:" : "The document printed nothing here; our run prints:", .dim))
                    for line in result.actual.split(separator: "\n", omittingEmptySubsequences: false) {
                        console.out("     " + line)
                    }
                }
            } else {
                console.out()
                let columns = TextColumns.compare(left: demo.documented, right: result.actual,
                                                  leftTitle: language == .zh ? "文档输出" : "document",
                                                  rightTitle: language == .zh ? "虚拟时钟输出" : "virtual clock")
                for line in columns.text.split(separator: "\n", omittingEmptySubsequences: false) {
                    console.out("   " + (line.hasPrefix("≠") ? console.paint(String(line), .yellow) : String(line)))
                }
            }
            if result.verdict == .differs, let note = demo.note {
                console.out(Wrapping.wrapped((language == .zh ? "为什么不同：" : "Why it differs: ") + note[language], width: console.width, indent: "   "))
            } else if result.verdict == .mismatch {
                console.out(console.paint(Wrapping.wrapped(language == .zh ? "不符: 输出和文档不同, 又没有说明为什么。这是一个缺陷。" : "Mismatch: the output is not the document's and no note says why. This is a defect.", width: console.width, indent: "   "), .red))
            }
            if let figure = result.figure {
                console.out()
                let scale = result.frame.map { frame in
                    let seconds = Double(frame) * demo.resolution
                    return language == .zh ? "每格 \(frame) 刻 = \(format(seconds)) 秒" : "one column = \(frame) tick\(frame == 1 ? "" : "s") = \(format(seconds)) s"
                } ?? ""
                console.out("   " + console.paint((language == .zh ? "弹珠图" : "marbles") + (scale.isEmpty ? "" : " (\(scale))"), .dim))
                for line in figure.split(separator: "\n") {
                    console.out("     " + console.paint(String(line), .cyan))
                }
                if result.oneCharacterPerValue {
                    console.out("     " + console.paint(language == .zh ? "(RxJS 写法: 每个字母或数字是一个值)" : "(RxJS style: each letter or digit is one value)", .dim))
                }
            }
            if let stopped = result.stoppedAt {
                console.out(console.paint("   " + (language == .zh ? "时钟在第 \(stopped) 刻停下: 这个序列永远不会结束。" : "The clock was stopped at tick \(stopped): this sequence never ends on its own."), .dim))
            }
        }
    }

    public static func json(lesson: Lesson, results: [DemoResult], language: Language) -> JSONValue {
        .object([
            ("lesson", .string(lesson.id)),
            ("title", .string(lesson.title[language])),
            ("source", .string(lesson.source)),
            ("demos", .array(results.map { result in
                .object([
                    ("id", .string(result.demo.id)),
                    ("title", .string(result.demo.title[language])),
                    ("documented", .string(result.demo.documented)),
                    ("actual", .string(result.actual)),
                    ("verdict", .string(result.verdict.rawValue)),
                    ("note", .optional(result.verdict == .differs ? result.demo.note?[language] : nil)),
                    ("marbles", .array(result.marbles.map { .object([("name", .string($0.name)), ("diagram", .string($0.diagram))]) })),
                ])
            })),
        ])
    }

    /// Seconds for people: `0.3`, not `0.30000000000000004`; whole numbers without `.0`.
    public static func format(_ seconds: Double) -> String {
        let rounded = (seconds * 1_000_000).rounded() / 1_000_000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.6f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

}

/// The report's prose helpers, public so their rules are tested.
