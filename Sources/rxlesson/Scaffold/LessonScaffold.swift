import CourseKit
import Foundation
import LessonEngine
import LessonKit
import TextKit
import ToolText

/// Writes a new lesson or exercise into the course at `root`, every name wired: the files
/// (`ScaffoldFiles`), the lesson's line in Package.swift, the exercise's harness, judge and
/// text sections. It refuses a bad name or anything that would overwrite, before writing.
struct LessonScaffold {
    struct Refusal: Error {
        let message: Localized
    }

    let root: URL
    /// Every exercise id of the course (an exercise id is unique across it).
    var exerciseIDs: Set<String> = []

    private var files: FileManager { .default }

    private func url(_ path: String) -> URL { root.appendingPathComponent(path) }
    private func exists(_ path: String) -> Bool { files.fileExists(atPath: url(path).path) }

    /// `Lessons/<id>/` with its lesson, demo, harness, judge and both texts, and the id last in
    /// Package.swift's `lessons`; the paths written.
    func newLesson(_ id: String) throws -> [String] {
        if let problem = LessonNames.problem(lessonID: id) { throw Refusal(message: problem) }
        let list = try LessonList(root: root)
        if list.ids.contains(id) || exists("Lessons/\(id)") {
            throw Refusal(message: wording("new.refused.lesson-exists", id))
        }
        guard let registered = list.adding(id) else {
            throw Refusal(message: wording("new.refused.no-lessons-list"))
        }
        let folder = "Lessons/\(id)"
        let written: [(String, String)] = [
            ("\(folder)/Lesson.swift", ScaffoldFiles.lesson(id: id)),
            ("\(folder)/FirstDemo.swift", ScaffoldFiles.demo(id: id)),
            ("\(folder)/Harness.swift", ScaffoldFiles.harness),
            ("\(folder)/Judge/Exercises.swift", ScaffoldFiles.judge(lesson: id)),
            ("\(folder)/Text/en.md", ScaffoldFiles.text(id: id, zh: false)),
            ("\(folder)/Text/zh.md", ScaffoldFiles.text(id: id, zh: true)),
            // Folders the manifest excludes, so they must exist before the first exercise
            // (Exercises/ holds the learner's working copies, never in git).
            ("\(folder)/Exercises/.gitkeep", ""),
            ("\(folder)/Stubs/.gitkeep", ""),
            ("\(folder)/Solutions/.gitkeep", ""),
        ]
        for (path, text) in written { try write(text, to: path) }
        try write(registered.manifest, to: "Package.swift")
        return written.map(\.0) + ["Package.swift"]
    }

    /// The exercise `name` in `lesson`: its harness, its judge (listed last in `exercises`),
    /// its text sections, stub, solution and one mistake; the paths written.
    func newExercise(_ name: String, in lesson: String) throws -> [String] {
        if let problem = LessonNames.problem(exerciseName: name) { throw Refusal(message: problem) }
        let ids = try LessonList(root: root).ids
        guard ids.contains(lesson), exists("Lessons/\(lesson)") else {
            let nearest = Suggestions.nearest(lesson, among: ids)
            throw Refusal(message: Suggestions.question(nearest).map { wording("new.refused.no-lesson.did-you-mean", lesson, $0) }
                ?? wording("new.refused.no-lesson", lesson))
        }
        let id = LessonNames.exerciseID(lesson: lesson, name: name), entry = Exercise.entry(of: name)
        let folder = "Lessons/\(lesson)"
        let stub = "\(folder)/Stubs/\(name).swift", solution = "\(folder)/Solutions/\(name).swift"
        let mistake = "\(folder)/Solutions/Mistakes/\(name).\(ScaffoldFiles.mistakeKind).swift"
        var harness = try read("\(folder)/Harness.swift"), judge = try read("\(folder)/Judge/Exercises.swift")
        var english = try read("\(folder)/Text/en.md"), chinese = try read("\(folder)/Text/zh.md")
        let places = [stub, solution].filter(exists)
            + (harness.contains("static let \(entry) ") ? ["\(folder)/Harness.swift: Harness.\(entry)"] : [])
            + (judge.contains("static let \(entry) ") ? ["\(folder)/Judge/Exercises.swift: Exercises.\(entry)"] : [])
        let idTaken = exerciseIDs.contains(id) || english.contains("{#\(id) ") || chinese.contains("{#\(id) ")
        guard places.isEmpty, !idTaken else {
            let taken = !idTaken ? Localized.list(places)
                : places.isEmpty ? wording("new.refused.taken-id", id) : wording("new.refused.taken-places-and-id", Localized.list(places), id)
            throw Refusal(message: wording("new.refused.exercise-exists", name, taken))
        }
        harness = try inserting(ScaffoldFiles.harnessEntry(name: name, entry: entry), intoLast: "public enum Harness {", of: harness, file: "\(folder)/Harness.swift")
        harness += (harness.hasSuffix("\n") ? "" : "\n") + ScaffoldFiles.inputs(name: name)
        harness = Self.importing(["CourseKit", "LessonKit", "Marbles", "RxCore"], into: harness)
        judge = try inserting(ScaffoldFiles.judgeEntry(id: id, name: name, entry: entry), intoLast: "public enum Exercises {", of: judge, file: "\(folder)/Judge/Exercises.swift")
        judge = try listing("Exercises.\(entry)", in: judge, file: "\(folder)/Judge/Exercises.swift")
        judge = Self.importing(["CourseKit", Lesson.module(of: lesson), "Marbles", "RxCore"], into: judge)
        english += ScaffoldFiles.textEntry(id: id, zh: false)
        chinese += ScaffoldFiles.textEntry(id: id, zh: true)
        let written: [(String, String)] = [
            ("\(folder)/Harness.swift", harness),
            ("\(folder)/Judge/Exercises.swift", judge),
            ("\(folder)/Text/en.md", english),
            ("\(folder)/Text/zh.md", chinese),
            (stub, ScaffoldFiles.stub(entry: entry)),
            (solution, ScaffoldFiles.solution(entry: entry)),
            (mistake, ScaffoldFiles.mistake(entry: entry)),
        ]
        for (path, text) in written { try write(text, to: path) }
        return written.map(\.0)
    }

    private func read(_ path: String) throws -> String {
        guard let text = try? String(contentsOf: url(path), encoding: .utf8) else {
            throw Refusal(message: wording("new.refused.cannot-read", path))
        }
        return text
    }

    private func write(_ text: String, to path: String) throws {
        let target = url(path)
        try files.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: target, options: .atomic)
    }

    /// `text` with `addition` just before the `}` that closes the declaration `opening`
    /// (found by counting braces: what follows the declaration stays after it).
    private func inserting(_ addition: String, intoLast opening: String, of text: String, file: String) throws -> String {
        guard let start = text.range(of: opening), let close = Self.closingBrace(in: text, after: start.upperBound) else {
            throw Refusal(message: wording("new.refused.no-block", file, opening))
        }
        var text = text
        var before = text[start.upperBound..<close]
        while let last = before.last, last.isWhitespace { before.removeLast() }
        // `addition` starts with a line break; a blank line parts it from an entry before it.
        let entry = addition.hasSuffix("\n") ? String(addition.dropLast()) : addition
        text.replaceSubrange(before.endIndex..<close, with: (before.isEmpty ? "" : "\n") + entry + "\n")
        return text
    }

    /// The `}` that closes the `{` just before `index`, skipping string literals and comments.
    static func closingBrace(in text: String, after index: String.Index) -> String.Index? {
        var depth = 1, position = index
        var inString = false, inComment = false
        while position < text.endIndex {
            let character = text[position]
            let next = text.index(after: position)
            if inComment {
                if character == "\n" { inComment = false }
            } else if inString {
                if character == "\\" { position = next < text.endIndex ? text.index(after: next) : next; continue }
                if character == "\"" { inString = false }
            } else if character == "/", next < text.endIndex, text[next] == "/" {
                inComment = true
            } else if character == "\"" {
                inString = true
            } else if character == "{" {
                depth += 1
            } else if character == "}" {
                depth -= 1
                if depth == 0 { return position }
            }
            position = next
        }
        return nil
    }

    /// `text` with `item` last in `public let exercises: [Exercise] = [...]`.
    private func listing(_ item: String, in text: String, file: String) throws -> String {
        let opening = "public let exercises: [Exercise] = ["
        guard let start = text.range(of: opening), let end = text[start.upperBound...].firstIndex(of: "]") else {
            throw Refusal(message: wording("new.refused.no-line", file, opening))
        }
        var before = text[start.upperBound..<end]
        while let last = before.last, last.isWhitespace || last == "," { before.removeLast() }
        var text = text
        text.replaceSubrange(before.endIndex..<end, with: (before.isEmpty ? "" : ", ") + item)
        return text
    }

    /// `text` with an `import` line for each module it does not import yet, after its imports.
    static func importing(_ modules: [String], into text: String) -> String {
        var lines = text.components(separatedBy: "\n")
        let missing = modules.filter { !lines.contains("import \($0)") }
        let last = lines.lastIndex { $0.hasPrefix("import ") }.map { $0 + 1 } ?? 0
        lines.insert(contentsOf: missing.map { "import \($0)" }, at: last)
        return lines.joined(separator: "\n")
    }
}
