import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit
import ToolText

/// `rxlesson new lesson ID` / `rxlesson new exercise LESSON Name`: the author's scaffold.
struct NewCommand: ParsableCommand {
    enum Kind: String, CaseIterable, ArgumentValue {
        case lesson, exercise
    }

    static let configuration = CommandConfiguration(
        name: "new",
        abstract: wording("new.abstract"),
        discussion: wording("new.discussion"),
        examples: [
            .init("lesson backpressure", wording("new.example.lesson")),
            .init("exercise backpressure DropTheRest", wording("new.example.exercise")),
        ])

    @Argument(valueName: "lesson|exercise", help: wording("new.help.kind"))
    var kind: Kind

    @Argument(valueName: "ID|LESSON Name", help: wording("new.help.names"))
    var names: [String]

    func validate() throws {
        switch (kind, names.count) {
        case (.lesson, 1), (.exercise, 2): return
        case (.lesson, _): throw ValidationError(wording("new.lesson-takes-one-id"))
        case (.exercise, _): throw ValidationError(wording("new.exercise-takes-two"))
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console
        let scaffold = LessonScaffold(root: context.root, exerciseIDs: Set(context.course.exercises.map(\.id)))
        let written: [String]
        do {
            switch kind {
            case .lesson: written = try scaffold.newLesson(names[0])
            case .exercise: written = try scaffold.newExercise(names[1], in: names[0])
            }
        } catch let refusal as LessonScaffold.Refusal {
            console.err(context.text(.error(refusal.message)))
            return 2
        } catch {
            console.err(context.text(wording("new.cannot-write", error.localizedDescription)))
            return 2
        }
        written.forEach { console.out("  " + $0) }
        console.out(Wrapping.wrapped(context.text(next(after: written)), width: console.width))
        return 0
    }

    private func next(after written: [String]) -> Localized {
        switch kind {
        case .lesson:
            return wording("new.lesson-written", names[0])
        case .exercise:
            return wording("new.exercise-written", LessonNames.exerciseID(lesson: names[0], name: names[1]), names[0])
        }
    }
}
