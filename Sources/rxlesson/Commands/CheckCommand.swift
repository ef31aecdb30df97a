import Foundation
import LessonEngine
import LessonKit
import TextKit

/// `rxlesson check [ID...] [--solutions] [--from DIR] [--format F] [--output FILE] [--timeout S] [--student NAME]`
struct CheckCommand {
    var ids: [String] = []
    var solutions = false
    var from: String?
    var format: ReportFormat = .text
    /// `FORMAT:FILE` or `FILE` (format from its extension, else the `--format`).
    var outputs: [String] = []
    var timeout: TimeInterval = 10
    var student: String?

    func run(_ context: CommandContext) -> Int32 {
        let course = context.course, console = context.console, language = context.language
        let exercises: [Exercise]
        switch course.select(ids) {
        case .failure(let unknown):
            unknown.lines(language).forEach(console.err)
            return 2
        case .success(let selected): exercises = selected
        }
        var fromRoot: URL?
        if let from {
            let folder = URL(fileURLWithPath: from, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Lessons").path, isDirectory: &isFolder), isFolder.boolValue else {
                console.err(language == .zh ? "错误：--from \(from) 里没有 Lessons/ 文件夹" : "error: --from \(from) has no Lessons/ folder")
                return 2
            }
            fromRoot = folder
        }
        let grading: Grading
        switch Grading.make(course: course, root: context.root, timeout: timeout, language: language) {
        case .failure(let error):
            console.err("error: \(error)")
            return 2
        case .success(let made): grading = made
        }
        let results: [GradeResult]
        if solutions {
            results = grading.grader.grade(exercises, from: .solution(root: context.root))
        } else {
            results = grading.gradeWorkingCopies(exercises, from: fromRoot)
        }
        let where_ = fromRoot ?? context.root
        let report = GradingReport(results: results, student: student ?? GitIdentity.student(in: where_),
                                   commit: GitIdentity.commit(in: where_))
        for output in outputs {
            let (format, path) = Self.split(output, default: format)
            let text = format.render(report, console: Console(), language: language)
            do {
                try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                console.err("error: cannot write \(path): \(error.localizedDescription)")
                return 2
            }
        }
        console.out(format.render(report, console: console, language: language))
        return report.allPassed ? 0 : 1
    }

    /// `junit:out.xml` → (.junit, out.xml); `out.json` → (.json, out.json).
    static func split(_ output: String, default format: ReportFormat) -> (ReportFormat, String) {
        if let colon = output.firstIndex(of: ":"), let chosen = ReportFormat(rawValue: String(output[..<colon])) {
            return (chosen, String(output[output.index(after: colon)...]))
        }
        let byExtension: [String: ReportFormat] = ["json": .json, "xml": .junit, "txt": .text]
        return (byExtension[URL(fileURLWithPath: output).pathExtension] ?? format, output)
    }
}
