import CommandLineKit
import Foundation
import TextKit

/// `rxlesson template DIR`: the students' starting repository, made from this course. Every
/// file of the course except what is the teacher's alone: the reference solutions
/// (`Lessons/*/Solutions/`, each left with a note saying so, which also keeps the folder the
/// manifest excludes), `.github/` (the course's CI, the class workflow, the roster), `.ci/`,
/// git's and the build's folders, and the teacher's own working copies (`Exercises/`), which
/// are written afresh from the stubs, so nothing the teacher tried leaks and a student's
/// `git commit -am` carries every exercise from the first commit on. The one
/// workflow it gets is the advisory feedback one,
/// `docs/templates/grade.yml`. The course itself is not touched: its self-check still runs.
struct TemplateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "template",
        abstract: wording("template.make-the-students-starting-repository"),
        examples: [.init("../rxlesson-template", wording("template.make-the-template-then-push"))])

    @Argument(valueName: "DIR", help: wording("template.a-new-folder-missing-or"))
    var directory: String

    /// Where the advisory workflow comes from, and where it goes in the template.
    static let workflowSource = "docs/templates/grade.yml"
    static let workflowTarget = ".github/workflows/grade.yml"

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console
        let root = context.root.standardizedFileURL
        let target = URL(fileURLWithPath: directory, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
        let files = FileManager.default
        if let existing = try? files.contentsOfDirectory(atPath: target.path), !existing.isEmpty {
            return context.usageError(wording("template.is-not-empty-give-a", directory))
        }
        guard let workflow = files.contents(atPath: root.appendingPathComponent(Self.workflowSource).path) else {
            console.err(wording("template.error-the-course-has-no", Self.workflowSource)[context.language])
            return 2
        }
        do {
            try files.createDirectory(at: target, withIntermediateDirectories: true)
            try copy(from: root, to: target, relative: "", skipping: target)
            try startLessons(in: target)
            let workflowFile = target.appendingPathComponent(Self.workflowTarget)
            try files.createDirectory(at: workflowFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try workflow.write(to: workflowFile)
        } catch {
            console.err(wording("template.error-cannot-write-the-template", error.localizedDescription)[context.language])
            return 2
        }
        console.out(wording("template.written", directory, Self.workflowTarget)[context.language])
        return 0
    }

    /// Whether a course path (relative, `/`-separated) stays out of the template.
    static func leftOut(_ path: String) -> Bool {
        let parts = path.split(separator: "/").map(String.init)
        guard let first = parts.first else { return false }
        if [".git", ".build", ".swiftpm", ".rxlesson", ".sourcekit-lsp", ".ci", "out"].contains(first)
            || first.hasPrefix(".build-") || first.hasPrefix(".build_") { return true }
        if first == ".github" { return true }
        // Lessons/<id>/Solutions: the teacher's; in Lessons/<id>/Exercises, the teacher's own
        // tries (the folder stays, with the `.gitkeep` that keeps it in git).
        if parts.count >= 3, first == "Lessons", parts[2] == "Solutions" { return true }
        if parts.count >= 4, first == "Lessons", parts[2] == "Exercises", parts[3] != ".gitkeep" { return true }
        return false
    }

    /// Copies the course folder by folder, links as links, leaving out what `leftOut` says and
    /// the template's own folder (when it is inside the course).
    func copy(from source: URL, to destination: URL, relative: String, skipping template: URL) throws {
        let files = FileManager.default
        for name in try files.contentsOfDirectory(atPath: source.path).sorted() {
            let path = relative.isEmpty ? name : relative + "/" + name
            let from = source.appendingPathComponent(name), to = destination.appendingPathComponent(name)
            guard !Self.leftOut(path), from.standardizedFileURL.path != template.path else { continue }
            let type = try files.attributesOfItem(atPath: from.path)[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink?:
                try files.createSymbolicLink(atPath: to.path, withDestinationPath: files.destinationOfSymbolicLink(atPath: from.path))
            case .typeDirectory?:
                try files.createDirectory(at: to, withIntermediateDirectories: true)
                try copy(from: from, to: to, relative: path, skipping: template)
            case .typeRegular?:
                try files.copyItem(at: from, to: to)
            default:
                continue // sockets, pipes, devices: nothing a course ships
            }
        }
    }

    /// What stands in `Lessons/<id>/Solutions/` of a template.
    static let solutionsNote = """
        # Solutions

        参考答案留在老师那里。先让自己的答案通过：`swift run rxlesson check`。

        The reference solutions stay with your teacher. Make your own answer pass: `swift run rxlesson check`.

        """

    /// Each lesson with stubs: `Solutions/` holding only the note, and `Exercises/` holding a
    /// working copy of each stub. The course keeps one copy of each stub and its `rxlesson`
    /// makes a working copy when one is missing; but a student's repository must track them
    /// from its first commit, or `git commit -am` would leave every answer out of the grade.
    func startLessons(in template: URL) throws {
        let files = FileManager.default
        let lessons = template.appendingPathComponent("Lessons")
        for lesson in (try? files.contentsOfDirectory(atPath: lessons.path)) ?? [] {
            let folder = lessons.appendingPathComponent(lesson)
            guard files.fileExists(atPath: folder.appendingPathComponent("Stubs").path) else { continue }
            let solutions = folder.appendingPathComponent("Solutions")
            try files.createDirectory(at: solutions, withIntermediateDirectories: true)
            try Data(Self.solutionsNote.utf8).write(to: solutions.appendingPathComponent("README.md"))
            let stubs = folder.appendingPathComponent("Stubs"), exercises = folder.appendingPathComponent("Exercises")
            try files.createDirectory(at: exercises, withIntermediateDirectories: true)
            for stub in try files.contentsOfDirectory(atPath: stubs.path) where stub.hasSuffix(".swift") {
                try files.copyItem(at: stubs.appendingPathComponent(stub), to: exercises.appendingPathComponent(stub))
            }
        }
    }
}
