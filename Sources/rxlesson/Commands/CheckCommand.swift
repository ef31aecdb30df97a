import CommandLineKit
import Foundation
import LessonEngine
import LessonKit
import TextKit

extension ReportFormat: ArgumentValue {}

/// `rxlesson check`: grades exercises, each compiled and run on its own.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "check",
        abstract: Localized(zh: "批改练习：每道练习单独编译、单独运行。", en: "Grade exercises, each compiled and run on its own."),
        discussion: Localized(
            zh: "不写 ID 就批改全部练习；ID 可以是练习，也可以是课。退出码：0 全部通过，1 有未通过，2 用法错误；--format exercism 批改完总是 0（Exercism 的约定，结果在报告里）。--from 只从另一份工作副本（学生的仓库）取 Lessons/*/Exercises/*.swift，期望和批改程序都来自运行它的这份工作副本。",
            en: "With no ID, every exercise; an ID names an exercise or a lesson. Exit 0 when all pass, 1 when some fail, 2 on a usage error; with --format exercism, 0 whenever grading ran (Exercism's rule: the verdict is in the report). --from takes only Lessons/*/Exercises/*.swift from another checkout (a learner's repository); expectations and grader come from this one."),
        examples: [
            .init("dispose", Localized(zh: "批改 dispose 这一课的练习", en: "grade the dispose lesson's exercises")),
            .init("--from ../student --format json --output junit:report.xml", Localized(zh: "批改学生的仓库：JSON 写到标准输出，JUnit 写入文件", en: "grade a learner's checkout: JSON on stdout, JUnit to a file")),
            .init("--output report.html", Localized(zh: "另外写一页网页报告：每道未通过的练习画出第一处不同和你的链", en: "also write a web page: each failure's first difference and your chain, drawn")),
        ])

    @Flag(help: Localized(zh: "批改参考答案（课程自检）", en: "grade the reference solutions (the course's self-check)"))
    var solutions: Bool

    @Flag(help: Localized(zh: "通过的练习也显示代码打印的内容（文本报告）", en: "show what the code printed for passing exercises too (text report)"))
    var verbose: Bool

    @Option(valueName: "DIR", help: Localized(zh: "批改另一份工作副本里的练习文件", en: "grade the exercise files of another checkout"))
    var from: String?

    @Option(help: Localized(zh: "标准输出的报告格式", en: "the report on stdout"))
    var format: ReportFormat = .text

    @Option(valueName: "[FORMAT:]FILE", help: Localized(zh: "另外把报告写入文件，格式由前缀或扩展名决定", en: "also write a report to FILE (format from the prefix or the extension)"))
    var output: [String]

    @Option(valueName: "S", help: Localized(zh: "每道练习的真实时间上限，单位为秒", en: "real-time limit per exercise, in seconds"))
    var timeout: Double = 10

    @Option(valueName: "NAME", help: Localized(zh: "报告里的学生名（默认：被批改的工作副本里最后一次提交的作者）", en: "the student in the reports (default: the author of the graded checkout's last commit)"))
    var student: String?

    @Option(valueName: "N", help: Localized(zh: "只重放批改用的第 N 组数据（没通过时，报告里写着是第几组）", en: "replay hidden variant N alone (a failure's report says which one failed)"))
    var variant: Int?

    @Argument(valueName: "ID", help: Localized(zh: "练习或课的 ID（默认：全部）", en: "exercise or lesson ids (default: all)"))
    var ids: [String]

    func validate() throws {
        if timeout <= 0 { throw ValidationError(Localized(zh: "--timeout 必须大于 0", en: "--timeout must be more than 0")) }
        if let variant, variant < 1 { throw ValidationError(Localized(zh: "--variant 从 1 开始计数", en: "--variant counts from 1")) }
        if let student, student.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            throw ValidationError(Localized(zh: "--student 不能为空", en: "--student cannot be empty"))
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
                return context.usageError(Localized(zh: "--from \(from) 里没有 Lessons/ 文件夹", en: "--from \(from) has no Lessons/ folder"))
            }
            fromRoot = folder
        }
        let grading: Grading
        switch Grading.make(course: course, root: context.root, timeout: timeout, onlyVariant: variant, language: language) {
        case .failure(let error): return context.setupError(error)
        case .success(let made): grading = made
        }
        if fromRoot != nil, case .success(let key) = VariantKey.fromEnvironment(), !key.isTeachers {
            // A learner's own `check --variant N` shows each of these variants' expectations.
            console.err(context.text(Localized(
                zh: "注意：没有设置 RXLESSON_VARIANT_KEY，批改用的是课程公开的变体，学生可以照着每个变体的期望把答案写死。给全班批改时请设一个自己的密钥（见 docs/teaching.md）。",
                en: "note: no RXLESSON_VARIANT_KEY, so these are the course's public variants, whose expectations a student can look up and hard-code. Grading a class, set a key of your own (docs/teaching.md).")))
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
        report.invocation = Invocation.current
        if !solutions { report.sourceRoot = graded }
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath), root = context.root
        if fromRoot == nil { report.showPath = { Invocation.shown($0, root: root, current: here) } }
        for output in output {
            let (format, path) = Self.split(output, default: format)
            let text = format.render(report, console: .capturing(), language: language)
            do {
                try Data((text + "\n").utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                console.err(context.text(Localized(zh: "错误：无法写入 \(path)：", en: "error: cannot write \(path): ")) + error.localizedDescription)
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
        let guess = nearest.isEmpty ? "" : nearest.joined(separator: ", ")
        throw ValidationError(Localized(
            zh: "--output \(output)：没有叫 '\(prefix)' 的报告格式" + (guess.isEmpty ? "。" : "；你是不是想输入 \(guess)？") + "可用的格式：\(formats.joined(separator: "、"))（要写名字里带冒号的文件，请写成 ./\(output)）",
            en: "--output \(output): no report format '\(prefix)'" + (guess.isEmpty ? "" : "; did you mean \(guess)?") + " Formats: \(formats.joined(separator: ", ")) (for a file whose name has a colon, write ./\(output))"))
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
