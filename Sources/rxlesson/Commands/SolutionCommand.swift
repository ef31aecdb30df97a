import CommandLineKit
import Foundation
import TextKit
import LessonEngine
import LessonKit

/// `rxlesson solution ID`: the reference solution, once the learner's own has passed.
struct SolutionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "solution",
        abstract: Localized(zh: "你自己的答案通过之后，显示参考答案。", en: "The reference solution, once your own has passed."))

    @Argument(valueName: "ID", help: Localized(zh: "练习 ID", en: "an exercise id"))
    var id: String

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, language = context.language
        guard let exercise = context.exercise(named: id) else { return 2 }
        guard ProgressStore(root: context.root).load().passed(exercise.id) else {
            console.err(Wrapping.wrapped(language == .zh
                ? "先让你自己的答案通过（\(context.command("check \(exercise.id)"))），再来看参考答案。"
                : "Make your own answer pass first (`\(context.command("check \(exercise.id)"))`); then the reference solution is yours to compare.", width: console.width))
            return 1
        }
        guard let text = try? String(contentsOf: context.root.appendingPathComponent(exercise.solutionFile), encoding: .utf8) else {
            // A class's starting repository (`rxlesson template`) ships no reference solutions.
            console.err(language == .zh
                ? "这份工作副本里没有参考答案（\(exercise.solutionFile)）：班级用的仓库不带参考答案，它们留在老师那里。你的答案已经通过了。"
                : "this checkout has no reference solution (\(exercise.solutionFile)): a class's repository ships without them; they stay with the teacher. Your own answer passes.")
            return 1
        }
        console.out(console.paint(context.shown(exercise.solutionFile), .cyan))
        console.out(text.trimmingCharacters(in: .newlines))
        return 0
    }
}
