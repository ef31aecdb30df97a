import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson list`: lessons in order, each exercise's latest result, overall progress and
/// the next exercise to do.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "list",
        abstract: Localized(zh: "按顺序列出各课、每道练习最近一次的结果、总进度和下一道练习。",
                            en: "Lessons in order, each exercise's latest result, overall progress and the next exercise."))

    @Flag(help: Localized(zh: "以 JSON 输出", en: "print JSON"))
    var json: Bool

    func run(_ context: CommandContext) -> Int32 {
        let course = context.course, console = context.console, language = context.language
        let progress = ProgressStore(root: context.root).load()
        let next = course.next(progress)
        let all = course.exercises
        let passed = all.filter { progress.passed($0.id) }.count
        if json {
            console.out(JSONValue.object([
                ("next", .optional(next?.id)),
                ("passed", .number(passed)),
                ("total", .number(all.count)),
                ("lessons", .array(course.lessons.map { lesson in
                    .object([
                        ("id", .string(lesson.id)),
                        ("title", .string(lesson.title[language])),
                        ("exercises", .array(lesson.exercises.map { exercise in
                            .object([
                                ("id", .string(exercise.id)),
                                ("title", .string(exercise.title[language])),
                                ("file", .string(exercise.file)),
                                ("status", .string(Self.listStatus(progress.status(of: exercise.id)))),
                            ])
                        })),
                    ])
                })),
            ]).text)
            return 0
        }
        let idWidth = course.lessons.map(\.id.count).max() ?? 0
        /// `prefix` then `text` wrapped under itself, `suffix` after its last line.
        func hanging(_ prefix: String, width prefixWidth: Int, _ text: String, _ suffix: String = "", suffixWidth: Int = 0) {
            let pad = String(repeating: " ", count: prefixWidth)
            var lines = Wrapping.wrap(text, width: max(prefixWidth + 12, console.width - suffixWidth), indent: pad)
            lines[0] = prefix + lines[0].dropFirst(prefixWidth)
            lines[lines.count - 1] += suffix
            for line in lines { console.out(line) }
        }
        for (index, lesson) in course.lessons.enumerated() {
            let done = lesson.exercises.filter { progress.passed($0.id) }.count
            let count = lesson.exercises.isEmpty ? "" : "  \(done)/\(lesson.exercises.count)"
            let number = String(index + 1).leftPadded(to: 2)
            hanging("\(number)  \(console.paint(DisplayWidth.pad(lesson.id, to: idWidth), .bold))  ", width: 4 + idWidth + 2,
                    lesson.title[language], console.paint(count, .dim), suffixWidth: DisplayWidth.width(of: count))
            let exerciseWidth = lesson.exercises.map(\.id.count).max() ?? 0
            for exercise in lesson.exercises {
                let status = progress.status(of: exercise.id)
                let mark = status == "pass" ? console.paint("✓", .green) : status == "untried" ? console.paint("·", .dim) : console.paint("✗", .red)
                let arrowText = exercise.id == next?.id ? " ← " + (language == .zh ? "下一个" : "next") : ""
                hanging("      \(mark) \(DisplayWidth.pad(exercise.id, to: exerciseWidth))  ", width: 8 + exerciseWidth + 2,
                        exercise.title[language], arrowText.isEmpty ? "" : console.paint(arrowText, .cyan), suffixWidth: DisplayWidth.width(of: arrowText))
            }
        }
        console.out("")
        let summary = language == .zh ? "进度 \(passed)/\(all.count)" : "progress \(passed)/\(all.count)"
        if let next {
            console.out(Wrapping.wrapped(summary + (language == .zh ? "；下一个：\(next.id)（\(next.file)）" : "; next: \(next.id) (\(next.file))"), width: console.width))
        } else {
            console.out(summary + (language == .zh ? "；全部完成！" : "; all done!"))
        }
        return 0
    }

    static func listStatus(_ status: String) -> String {
        status == "pass" || status == "untried" ? status : "fail"
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
