import Foundation
import LessonEngine
import LessonKit
import TextKit

/// What every command runs with: the course, the package it works in, where it writes, and
/// the reader's language.
struct CommandContext {
    let course: Course
    let root: URL
    let console: Console
    let language: Language

    /// The exercise named `id`, or with no id the current one (the first not yet passed);
    /// nil after saying why.
    func exercise(named id: String?, progress: ProgressStore.State?) -> Exercise? {
        guard let id else {
            if let current = course.next(progress ?? ProgressStore(root: root).load()) { return current }
            console.out(language == .zh ? "所有练习都已通过。" : "Every exercise passes.")
            return nil
        }
        if let exercise = course.exercise(id) { return exercise }
        let nearest = Suggestions.closest(to: id, in: course.exercises.map(\.id))
        let hint = nearest.isEmpty ? "" : (language == .zh ? "；你是不是想找 " : "; did you mean ") + nearest.joined(separator: ", ") + (language == .zh ? "？" : "?")
        console.err((language == .zh ? "错误：没有叫 '\(id)' 的练习" : "error: no exercise '\(id)'") + hint)
        console.err(language == .zh ? "运行 `rxlesson list` 查看所有练习" : "run `rxlesson list` to see every exercise")
        return nil
    }
}
