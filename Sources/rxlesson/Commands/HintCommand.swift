import CommandLineKit
import CourseKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson hint [ID] [--all]`: the next hint (default: the current exercise); the hints
/// already seen come again above it, so none is lost.
struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "hint",
        abstract: wording("hint.the-next-hint-default-the"))

    @Flag(help: wording("hint.show-every-hint"))
    var all: Bool

    @Argument(valueName: "ID", help: wording("hint.an-exercise-id"))
    var id: String?

    func run(_ context: CommandContext) -> Int32 {
        guard let exercise = context.exercise(named: id) else { return 2 }
        LearnerFiles.provide(context.course.exercises, root: context.root)
        Self.show(exercise, all: all, again: id.map { "hint \($0)" } ?? "hint", context)
        return 0
    }

    /// Prints the hints seen so far and the next one, and counts it as seen.
    /// `insideWatch`: in `watch`, where a save grades and `h` is the next hint.
    /// `again`: the words that show the next hint (`hint`, `hint ID`).
    static func show(_ exercise: Exercise, all: Bool, insideWatch: Bool = false, again: String = "hint", _ context: CommandContext) {
        let console = context.console, language = context.language
        let store = ProgressStore(root: context.root)
        var state = store.load()
        guard !exercise.hints.isEmpty else {
            console.out(console.wrapped(wording("hint.has-no-hints", exercise.id)[language]))
            return
        }
        let shown = all ? exercise.hints.count : min(state.hints[exercise.id, default: 0] + 1, exercise.hints.count)
        // The title wraps; the file follows it on its last line when it fits there.
        let title = Wrapping.wrap("\(exercise.id) · \(exercise.title[language])", width: console.width, hangingIndent: "  ")
        let file = "  \(context.shown(exercise.file))"
        for (index, line) in title.enumerated() {
            let last = index == title.count - 1, fits = DisplayWidth.width(of: line + file) <= console.width
            console.out(console.paint(line, .bold) + (last && fits ? console.paint(file, .cyan) : ""))
            if last, !fits { console.out(console.paint(file, .cyan)) }
        }
        for index in 0..<shown {
            let label = wording("hint.hint", index + 1, exercise.hints.count)[language]
            // The hint wrapped to the terminal, its lines under its first word.
            let hanging = String(repeating: " ", count: DisplayWidth.width(of: label) + 2)
            let lines = Wrapping.wrap(CommandSpelling.spelled(exercise.hints[index][language], as: context.invocation), width: console.width, indent: hanging, backticksVanish: true)
            console.out(console.paint(label, index == shown - 1 ? .bold : .dim) + "  " + console.prose(String(lines.joined(separator: "\n").dropFirst(hanging.count))))
        }
        if shown == exercise.hints.count {
            // Inside watch a save grades it; elsewhere, the command that does.
            let then = insideWatch
                ? wording("hint.save-it-and-it-is")[language]
                : (wording("hint.then-run", context.command("check \(exercise.id)"))[language])
            console.out(console.paint(Wrapping.wrapped(wording("hint.that-was-the-last-hint", context.shown(exercise.file), then)[language], width: console.width), .dim))
        } else if !insideWatch {
            console.out(console.paint(console.wrapped(wording("hint.run-again-for-the-next", context.command(again))[language]), .dim))
        }
        state.hints[exercise.id] = max(state.hints[exercise.id, default: 0], shown)
        try? store.save(state)
    }
}
