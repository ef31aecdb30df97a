import CommandLineKit
import Foundation
import TextKit
import LessonEngine
import LessonKit

/// `rxlesson reset ID`: puts the exercise file back as the course shipped it and forgets its grade.
struct ResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "reset",
        abstract: wording("reset.put-an-exercise-file-back"))

    @Argument(valueName: "ID", help: wording("hint.an-exercise-id"))
    var id: String

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        guard let exercise = context.exercise(named: id) else { return 2 }
        do {
            try LearnerFiles.copyStub(of: exercise, root: context.root)
        } catch {
            console.err(wording("reset.error-cannot-reset", exercise.file, error.localizedDescription)[language])
            return 2
        }
        // The file starts over, so does its grade: `list` shows it untried.
        let progress = ProgressStore(root: context.root)
        var state = progress.load()
        if state.grades.removeValue(forKey: exercise.id) != nil { try? progress.save(state) }
        console.out(wording("reset.is-back-as-the-course", exercise.file)[language])
        return 0
    }
}
