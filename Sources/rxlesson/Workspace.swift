import CommandLineKit
import CourseKit
import Foundation
import LessonEngine
import LessonKit
import TextKit
import ToolText

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

    /// The learner's progress as it stands: a pass whose file was edited since is not known
    /// (changed) until it is graded again. For showing; a command that saves loads the store.
    var progress: ProgressStore.State { ProgressStore(root: root).load(seeing: course.exercises, root: root) }

    /// The exercise named `id`, or with no id the current one (the first not yet passed);
    /// nil after saying why.
    func exercise(named id: String?, progress: ProgressStore.State? = nil) -> Exercise? {
        guard let id else {
            if let current = course.next(progress ?? self.progress) { return current }
            console.out(text(wording("workspace.every-exercise-passes")))
            return nil
        }
        if let exercise = course.exercise(id) { return exercise }
        let nearest = Suggestions.nearest(id, among: course.exercises.map(\.id))
        console.err(text(Suggestions.after(wording("workspace.error-no-exercise", id), nearest)))
        console.err(text(wording("workspace.run-to-see-every-exercise", command("list"))))
        return nil
    }

    /// Says why nothing can be graded here; returns 2.
    func setupError(_ error: GradingSetupError) -> Int32 {
        console.err(text(Localized.error(error.message)))
        return 2
    }

    /// Prints the unknown ids with their nearest known ones; returns 2.
    func unknown(_ ids: UnknownIDs) -> Int32 {
        ids.lines(language).forEach(console.err)
        console.err(text(wording("workspace.run-to-see-every-lesson", command("list"))))
        return 2
    }
}
