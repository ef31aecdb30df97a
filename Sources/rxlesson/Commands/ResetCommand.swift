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
            try Self.reset(exercise, root: context.root)
        } catch {
            console.err(Self.failure(exercise, error, language))
            return 2
        }
        console.out(Self.done(exercise, language))
        return 0
    }

    /// Puts the file back as the course shipped it (its stub) and forgets its grade; `watch`'s list resets with this too.
    static func reset(_ exercise: Exercise, root: URL) throws {
        let stub = root.appendingPathComponent(exercise.stubFile)
        let target = root.appendingPathComponent(exercise.file)
        let data = try Data(contentsOf: stub)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: target, options: .atomic)
        // The file starts over, so does its grade: `list` shows it untried.
        let progress = ProgressStore(root: root)
        var state = progress.load()
        if state.grades.removeValue(forKey: exercise.id) != nil { try? progress.save(state) }
    }

    /// Why a reset did not happen, as one line.
    static func failure(_ exercise: Exercise, _ error: Error, _ language: Language) -> String {
        (language == .zh ? "错误：无法恢复 \(exercise.file)：" : "error: cannot reset \(exercise.file): ") + error.localizedDescription
    }

    /// What a reset did.
    static func done(_ exercise: Exercise, _ language: Language) -> String {
        language == .zh ? "已恢复 \(exercise.file) 为课程发布时的样子，它的批改结果也已清除。" : "\(exercise.file) is back as the course shipped it, and its grade is cleared."
    }
}
