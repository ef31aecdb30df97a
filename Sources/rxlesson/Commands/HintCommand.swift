import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson hint [ID] [--all]`: the next hint (default: the current exercise); the hints
/// already seen come again above it, so none is lost.
struct HintCommand {
    var id: String?
    var all = false

    func run(_ context: CommandContext) -> Int32 {
        let course = context.course, console = context.console, language = context.language
        let store = ProgressStore(root: context.root)
        var state = store.load()
        guard let exercise = context.exercise(named: id, progress: state) else { return 2 }
        guard !exercise.hints.isEmpty else {
            console.out(language == .zh ? "\(exercise.id) 没有提示。" : "\(exercise.id) has no hints.")
            return 0
        }
        let shown = all ? exercise.hints.count : min(state.hints[exercise.id, default: 0] + 1, exercise.hints.count)
        console.out(console.paint("\(exercise.id) · \(exercise.title[language])", .bold) + console.paint("  \(exercise.file)", .cyan))
        for index in 0..<shown {
            let label = language == .zh ? "提示 \(index + 1)/\(exercise.hints.count)" : "hint \(index + 1)/\(exercise.hints.count)"
            console.out(console.paint(label, index == shown - 1 ? .bold : .dim) + "  " + exercise.hints[index][language])
        }
        if shown == exercise.hints.count {
            console.out(console.paint(language == .zh
                ? "（这是最后一条提示；改好 \(exercise.file) 后运行 rxlesson check \(exercise.id)）"
                : "(that was the last hint; edit \(exercise.file) and run `rxlesson check \(exercise.id)`)", .dim))
        }
        _ = course
        state.hints[exercise.id] = max(state.hints[exercise.id, default: 0], shown)
        try? store.save(state)
        return 0
    }
}
