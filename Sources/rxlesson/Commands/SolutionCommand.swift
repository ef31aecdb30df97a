import CommandLineKit
import Foundation
import TextKit
import LessonEngine
import LessonKit

/// `rxlesson solution ID`: the reference solution, once the learner's own has passed.
struct SolutionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "solution",
        abstract: wording("solution.the-reference-solution-once-your"))

    @Argument(valueName: "ID", help: wording("hint.an-exercise-id"))
    var id: String

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        guard let exercise = context.exercise(named: id) else { return 2 }
        guard ProgressStore(root: context.root).load().passed(exercise.id) else {
            console.err(Wrapping.wrapped(wording("solution.make-your-own-answer-pass", context.command("check \(exercise.id)"))[language], width: console.width))
            return 1
        }
        guard let text = try? String(contentsOf: context.root.appendingPathComponent(exercise.solutionFile), encoding: .utf8) else {
            // A class's starting repository (`rxlesson template`) ships no reference solutions.
            console.err(console.wrapped(wording("solution.this-checkout-has-no-reference", exercise.solutionFile)[language]))
            return 1
        }
        console.out(console.paint(context.shown(exercise.solutionFile), .cyan))
        console.out(text.trimmingCharacters(in: .newlines))
        return 0
    }
}
