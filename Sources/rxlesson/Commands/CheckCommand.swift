import CommandLineKit
import CourseKit
import Foundation
import LessonEngine
import LessonKit
import TextKit
import ToolText

extension ReportFormat: ArgumentValue {}

/// `rxlesson check`: grades exercises, each compiled and run on its own.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: wording("check.grade-exercises-each-compiled-and"),
        discussion: wording("check.with-no-id-every-exercise"),
        examples: [
            .init("dispose", wording("check.grade-the-dispose-lesson-s")),
            .init("--from ../student --format json --output junit:report.xml", wording("check.grade-a-learner-s-checkout")),
            .init("--output report.html", wording("check.also-write-a-web-page")),
        ])

    @Flag(help: wording("check.grade-the-reference-solutions-the"))
    var solutions: Bool

    @Flag(help: wording("check.show-what-the-code-printed"))
    var verbose: Bool

    @Option(valueName: "DIR", help: wording("check.grade-the-exercise-files-of"))
    var from: String?

    @Option(help: wording("check.the-report-on-stdout"))
    var format: ReportFormat = .text

    @Option(valueName: "[FORMAT:]FILE", help: wording("check.also-write-a-report-to"))
    var output: [String]

    @Option(valueName: "S", help: wording("check.real-time-limit-per-exercise"))
    var timeout: Double = 10

    @Option(valueName: "NAME", help: wording("check.the-student-in-the-reports"))
    var student: String?

    @Option(valueName: "N", help: wording("check.replay-hidden-variant-n-alone"))
    var variant: Int?

    @Argument(valueName: "ID", help: wording("check.exercise-or-lesson-ids-default"))
    var ids: [String]

    func validate() throws {
        if timeout <= 0 { throw ValidationError(wording("check.timeout-must-be-more-than")) }
        if let variant, variant < 1 { throw ValidationError(wording("check.variant-counts-from-1")) }
        if let student, student.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError(wording("check.student-cannot-be-empty"))
        }
        // A report that cannot be written is refused before anything is graded.
        for output in output {
            try Self.checkPrefix(output)
            try OutputFile.check(Self.split(output, default: format).1, option: "--output")
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let course = context.course, console = context.console, language = context.language
        let exercises: [Exercise]
        switch course.select(ids) {
        case .failure(let unknown): return context.unknown(unknown)
        case .success(let selected): exercises = selected
        }
        var fromRoot: URL?
        if let from {
            let folder = URL(fileURLWithPath: from, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)).standardizedFileURL
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("Lessons").path, isDirectory: &isFolder), isFolder.boolValue else {
                return context.usageError(wording("check.from-has-no-lessons-folder", from))
            }
            fromRoot = folder
        }
        let grading: Grading
        switch Grading.make(course: course, root: context.root, timeout: timeout, onlyVariant: variant, student: student) {
        case .failure(let error): return context.setupError(error)
        case .success(let made): grading = made
        }
        if fromRoot != nil, case .keyed(let key, _) = grading.grader.grader.variants, !key.isTeachers {
            // A learner's own `check --variant N` shows each of these variants' expectations.
            console.err(context.text(wording("check.public-variants-note")))
        }
        let results: [GradeResult]
        if solutions {
            results = grading.grader.grade(exercises, from: .solution(root: context.root))
        } else {
            results = grading.gradeWorkingCopies(exercises, from: fromRoot)
        }
        let graded = fromRoot ?? context.root
        var report = GradingReport(results: results, student: student ?? GitIdentity.student(in: graded),
                                   commit: GitIdentity.commit(in: graded), exercises: exercises)
        report.showsPassingOutput = verbose
        report.commitDate = GitIdentity.commitDate(in: graded)
        report.gradedAt = ISO8601DateFormatter().string(from: Date())
        report.variants = grading.grader.grader.variants.described + (variant.map { ", replaying variant \($0)" } ?? "")
        report.invocation = context.invocation
        if !solutions { report.sourceRoot = graded }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath), root = context.root
        if fromRoot == nil { report.showPath = { Invocation.shown($0, root: root, current: here) } }
        for output in output {
            let (format, path) = Self.split(output, default: format)
            let text = format.render(report, console: .capturing(), language: language)
            do {
                try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                console.err(context.text(wording("check.cannot-write", path, error.localizedDescription)))
                return 2
            }
        }
        console.out(format.render(report, console: console, language: language))
        // A protection the sandbox could not apply here, on stderr (stdout may be JSON).
        let confined = results.compactMap(\.sandbox)
        if let first = confined.first { confined.reduce(first) { $0.intersection($1) }.offLines(language).forEach(console.err) }
        return format.exitStatus(report)
    }

    /// A `FORMAT:` prefix that names no format (`jnuit:x`) is a typo, not a file name: the
    /// nearest formats are suggested (`./jnuit:x` is a file of that name).
    static func checkPrefix(_ output: String) throws {
        guard let colon = output.firstIndex(of: ":") else { return }
        let prefix = String(output[..<colon])
        guard !prefix.isEmpty, prefix.allSatisfy({ $0.isLetter }), ReportFormat(rawValue: prefix) == nil else { return }
        let formats = ReportFormat.allCases.map(\.rawValue)
        let nearest = Suggestions.nearest(prefix.lowercased(), among: formats)
        let unknown = wording("check.no-report-format", output, prefix)
        // A suggestion ends with its question mark; without one, the sentence ends with a full stop.
        let message = nearest.isEmpty ? wording("check.full-stop", unknown)
            : Suggestions.after(unknown, nearest)
        throw ValidationError(wording("check.formats", message, Localized.list(formats), output))
    }

    /// `junit:out.xml` → (.junit, out.xml); `out.json` → (.json, out.json); `out.html` → (.html, out.html).
    static func split(_ output: String, default format: ReportFormat) -> (ReportFormat, String) {
        if let colon = output.firstIndex(of: ":"), let chosen = ReportFormat(rawValue: String(output[..<colon])) {
            return (chosen, String(output[output.index(after: colon)...]))
        }
        let byExtension: [String: ReportFormat] = ["json": .json, "xml": .junit, "txt": .text, "html": .html, "htm": .html]
        return (byExtension[URL(fileURLWithPath: output).pathExtension] ?? format, output)
    }
}
