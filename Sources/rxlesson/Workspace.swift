import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

/// The course and the package a command works in; handed to every command as a service.
struct Workspace {
    let course: Course
    let root: URL
}

extension CommandContext {
    var workspace: Workspace {
        guard let workspace = service(Workspace.self) else { preconditionFailure("rxlesson's main hands every command its workspace") }
        return workspace
    }

    var course: Course { workspace.course }
    var root: URL { workspace.root }

    /// The exercise named `id`, or with no id the current one (the first not yet passed);
    /// nil after saying why.
    func exercise(named id: String?, progress: ProgressStore.State? = nil) -> Exercise? {
        guard let id else {
            if let current = course.next(progress ?? ProgressStore(root: root).load()) { return current }
            console.out(text(Localized(zh: "所有练习都已通过。", en: "Every exercise passes.")))
            return nil
        }
        if let exercise = course.exercise(id) { return exercise }
        let nearest = Suggestions.nearest(id, among: course.exercises.map(\.id))
        let hint = nearest.isEmpty ? "" : text(Localized(zh: "；你是不是想输入 ", en: "; did you mean ")) + nearest.joined(separator: text(Localized(zh: "、", en: ", "))) + text(Localized(zh: "？", en: "?"))
        console.err(text(Localized(zh: "错误：没有叫 '\(id)' 的练习", en: "error: no exercise '\(id)'")) + hint)
        console.err(text(Localized(zh: "运行 \(command("list")) 查看所有练习", en: "run `\(command("list"))` to see every exercise")))
        return nil
    }

    /// Says why nothing can be graded here; returns 2.
    func setupError(_ error: GradingSetupError) -> Int32 {
        console.err(text(Localized(zh: "错误：", en: "error: ")) + text(error.message))
        return 2
    }

    /// Prints the unknown ids with their nearest known ones; returns 2.
    func unknown(_ ids: UnknownIDs) -> Int32 {
        ids.lines(language).forEach(console.err)
        console.err(text(Localized(zh: "运行 \(command("list")) 查看所有课和练习", en: "run `\(command("list"))` to see every lesson and exercise")))
        return 2
    }
}
