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
        abstract: wording("list.lessons-in-order-each-exercise"))

    @Flag(help: wording("list.print-json"))
    var json: Bool

    /// Shown by `watch` (its `l` key): the next exercise is the one it is grading.
    var insideWatch = false

    func run(_ context: CommandContext) -> Int32 {
        let course = context.course, console = context.console, language = context.language
        // The files it names are there to open.
        LearnerFiles.provide(course.exercises, root: context.root)
        let progress = context.progress
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
        for (index, lesson) in course.lessons.enumerated() {
            let done = lesson.exercises.filter { progress.passed($0.id) }.count
            let count = lesson.exercises.isEmpty ? "" : "  \(done)/\(lesson.exercises.count)"
            let number = String(index + 1).leftPadded(to: 2)
            let lessonLead = "\(number)  \(console.paint(DisplayWidth.pad(lesson.id, to: idWidth), .bold))  "
            var lessonLines = Hanging.lines(lead: lessonLead, lesson.title[language] + count, width: console.width, leadWidth: 4 + idWidth + 2)
            // The count, dimmed, at the end of the last line.
            if !count.isEmpty, let last = lessonLines.last, last.hasSuffix(count) {
                lessonLines[lessonLines.count - 1] = String(last.dropLast(count.count)) + console.paint(count, .dim)
            }
            lessonLines.forEach { console.out($0) }
            let exerciseWidth = lesson.exercises.map(\.id.count).max() ?? 0
            for exercise in lesson.exercises {
                let mark = Self.mark(progress.status(of: exercise.id), console)
                let arrow = exercise.id == next?.id ? console.paint(" ← " + wording("list.next")[language], .cyan) : ""
                let next = exercise.id == next?.id ? " ← " + wording("list.next")[language] : ""
                var lines = Hanging.lines(lead: "      \(mark) \(DisplayWidth.pad(exercise.id, to: exerciseWidth))  ", exercise.title[language] + next,
                                          width: console.width, leadWidth: 8 + exerciseWidth + 2)
                if !next.isEmpty, let last = lines.last, last.hasSuffix(next) {
                    lines[lines.count - 1] = String(last.dropLast(next.count)) + arrow
                }
                lines.forEach { console.out($0) }
            }
        }
        console.out("")
        // The marks, the one for a changed pass only when there is one.
        let changed = all.contains { progress.changed.contains($0.id) } ? [wording("marks.changed")[language]] : []
        let legend = wording("list.legend")[language].split(separator: "\n").map(String.init) + changed
        WatchListView.rows(of: legend, width: console.width).forEach { console.out(console.paint($0, .dim)) }
        let summary = wording("list.progress", passed, all.count)[language]
        if let next {
            let file = context.shown(next.file)
            console.out(Wrapping.wrapped(summary + wording("list.next-after-summary", next.id, file)[language], width: console.width))
            if !insideWatch {
                console.out(wording("list.starts-it", context.command("watch"))[language])
            }
        } else {
            console.out(summary + wording("list.all-done")[language])
        }
        return 0
    }

    static func listStatus(_ status: String) -> String {
        ["pass", "untried", "changed"].contains(status) ? status : "fail"
    }

    /// ✓ passed, ✗ failing, · not started, ? passed and edited since.
    static func mark(_ status: String, _ console: Console) -> String {
        switch WatchList.Mark(status: status) {
        case .passed: console.paint("✓", .green)
        case .untried: console.paint("·", .dim)
        case .changed: console.paint("?", .yellow)
        case .failing: console.paint("✗", .red)
        }
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
