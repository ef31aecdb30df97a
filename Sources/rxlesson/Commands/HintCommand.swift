import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson hint [ID] [--all]`: the next hint (default: the current exercise); the hints
/// already seen come again above it, so none is lost.
struct HintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "hint",
        abstract: Localized(zh: "显示下一条提示（默认是当前练习的），之前看过的提示也一起列出。",
                            en: "The next hint (default: the current exercise), below the ones already seen."))

    @Flag(help: Localized(zh: "列出全部提示", en: "show every hint"))
    var all: Bool

    @Argument(valueName: "ID", help: Localized(zh: "练习 ID", en: "an exercise id"))
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
            console.out(language == .zh ? "\(exercise.id) 没有提示。" : "\(exercise.id) has no hints.")
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
            let label = language == .zh ? "提示 \(index + 1)/\(exercise.hints.count)" : "hint \(index + 1)/\(exercise.hints.count)"
            // The hint wrapped to the terminal, its lines under its first word.
            let hanging = String(repeating: " ", count: DisplayWidth.width(of: label) + 2)
            let lines = Wrapping.wrap(exercise.hints[index][language], width: console.width, indent: hanging)
            console.out(console.paint(label, index == shown - 1 ? .bold : .dim) + "  " + console.prose(String(lines.joined(separator: "\n").dropFirst(hanging.count))))
        }
        if shown == exercise.hints.count {
            // Inside watch a save grades it; elsewhere, the command that does.
            let then = insideWatch
                ? (language == .zh ? "保存后会自动重新批改" : "save it and it is graded again")
                : (language == .zh ? "然后运行 \(context.command("check \(exercise.id)"))" : "then run `\(context.command("check \(exercise.id)"))`")
            console.out(console.paint(Wrapping.wrapped(language == .zh
                ? "（这是最后一条提示；改好 \(context.shown(exercise.file))，\(then)）"
                : "(that was the last hint; edit \(context.shown(exercise.file)); \(then))", width: console.width), .dim))
        } else if !insideWatch {
            console.out(console.paint(language == .zh ? "（再运行一次 \(context.command(again)) 看下一条）" : "(run `\(context.command(again))` again for the next one)", .dim))
        }
        state.hints[exercise.id] = max(state.hints[exercise.id, default: 0], shown)
        try? store.save(state)
    }
}
