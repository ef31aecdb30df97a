import CommandLineKit
import Foundation
import TextKit
import LessonEngine
import CourseKit
import LessonKit

/// `rxlesson reset ID`: puts the exercise file back as the course shipped it and forgets its
/// grade and the hints it has shown.
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
            try Self.reset(exercise, root: context.root)
        } catch {
            console.err(console.wrapped(Self.failure(exercise, error, language)))
            return 2
        }
        console.out(console.wrapped(Self.done(exercise, language)))
        return 0
    }

    /// Puts the file back as the course shipped it (its stub) and forgets its grade and
    /// hints; `watch`'s list resets with this too.
    static func reset(_ exercise: Exercise, root: URL) throws {
        try LearnerFiles.copyStub(of: exercise, root: root)
        // The file starts over, so do its grade and hints: `list` shows it untried, `hint` starts at the first.
        let progress = ProgressStore(root: root)
        var state = progress.load()
        if state.startOver(exercise.id) { try? progress.save(state) }
    }

    /// Why a reset did not happen, as one line.
    static func failure(_ exercise: Exercise, _ error: Error, _ language: Language) -> String {
        wording("reset.error-cannot-reset", exercise.file, error.localizedDescription)[language]
    }

    /// What a reset did.
    static func done(_ exercise: Exercise, _ language: Language) -> String {
        wording("reset.is-back-as-the-course", exercise.file)[language]
    }
}
