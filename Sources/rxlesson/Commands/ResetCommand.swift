import CommandLineKit
import Foundation
import TextKit
import LessonEngine
import LessonKit

/// `rxlesson reset ID`: puts the exercise file back as the course shipped it and forgets its grade.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "reset",
        abstract: Localized(zh: "把练习文件恢复成课程发布时的样子，并清除它的批改结果。", en: "Put an exercise file back as the course shipped it and clear its grade."))

    @Argument(valueName: "ID", help: Localized(zh: "练习 ID", en: "an exercise id"))
    var id: String

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        guard let exercise = context.exercise(named: id) else { return 2 }
        do {
            try LearnerFiles.copyStub(of: exercise, root: context.root)
        } catch {
            console.err((language == .zh ? "错误：无法恢复 \(exercise.file)：" : "error: cannot reset \(exercise.file): ") + error.localizedDescription)
            return 2
        }
        // The file starts over, so does its grade: `list` shows it untried.
        let progress = ProgressStore(root: context.root)
        var state = progress.load()
        if state.grades.removeValue(forKey: exercise.id) != nil { try? progress.save(state) }
        console.out(language == .zh ? "已恢复 \(exercise.file) 为课程发布时的样子，它的批改结果也已清除。" : "\(exercise.file) is back as the course shipped it, and its grade is cleared.")
        return 0
    }
}
