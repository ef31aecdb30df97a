/// `rxlesson list [--json]`: lessons in order, with their exercises and progress.
struct ListCommand {
    let catalog: [Lesson]
    var progress: Progress = Progress.load()

    func run(_ arguments: [String], console: Console) -> Int32 {
        var json = false
        for argument in arguments {
            switch argument {
            case "--json": json = true
            case "--no-color": break
            default:
                console.err("error: unexpected argument '\(argument)'\nusage: rxlesson list [--json]")
                return 2
            }
        }
        if json {
            console.out(jsonText())
            return 0
        }
        let idWidth = catalog.map(\.id.count).max() ?? 0
        for (index, lesson) in catalog.enumerated() {
            let number = String(format: "%2d", index + 1)
            let passed = lesson.exercises.filter { progress.passed.contains($0.id) }.count
            let exercises = lesson.exercises.isEmpty ? "" : "  \(passed)/\(lesson.exercises.count) exercises"
            let id = console.paint(lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0), .bold)
            console.out("\(number)  \(id)  \(lesson.title.en) · \(lesson.title.zh)  (\(lesson.demos.count) demos)\(exercises)")
            for exercise in lesson.exercises {
                let mark = progress.passed.contains(exercise.id) ? console.paint("✓", .green) : console.paint("·", .dim)
                console.out("      \(mark) \(exercise.id)  \(exercise.title.en)")
            }
        }
        return 0
    }

    func jsonText() -> String {
        JSONValue.object([
            ("lessons", .array(catalog.map { lesson in
                .object([
                    ("id", .string(lesson.id)),
                    ("title", .string(lesson.title.en)),
                    ("title_zh", .string(lesson.title.zh)),
                    ("source", .string(lesson.source)),
                    ("demos", .number(lesson.demos.count)),
                    ("exercises", .array(lesson.exercises.map { exercise in
                        .object([
                            ("id", .string(exercise.id)),
                            ("title", .string(exercise.title.en)),
                            ("passed", .bool(progress.passed.contains(exercise.id))),
                        ])
                    })),
                ])
            })),
        ]).text
    }
}

import Foundation
