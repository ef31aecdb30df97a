import CommandLineKit
import Foundation
import LessonEngine
import TextKit

/// `rxlesson class RESULT... [--format text|csv|html]`: one table for a class, students ×
/// exercises, from many `check --format json` results, with how many passed each exercise
/// under it. A file that is not such a result is named and left out.
struct ClassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "class",
        abstract: wording("class.one-table-for-a-class"),
        examples: [.init("results/*.json --format csv", wording("class.the-class-as-csv"))])

    enum Format: String, CaseIterable, ArgumentValue { case text, csv, html }

    @Option(help: wording("class.the-table-s-format"))
    var format: Format = .text

    @Argument(valueName: "RESULT", arity: 1..., help: wording("class.check-format-json-result-files"))
    var files: [String]

    struct Row {
        var student: String
        var commit: String?
        var statuses: [String: String]
        var score: Int
        var maxScore: Int
        /// Each failure's message in the table's language, by exercise.
        var messages: [String: String] = [:]
        /// Each failure's first operator that differs from the solution's, by exercise.
        var differences: [String: CheckDocument.FirstOperator] = [:]
        /// Each exercise's lesson.
        var lessons: [String: String] = [:]
        var commitDate: String?
        var gradedAt: String?

        func passes(of ids: [String]) -> Int {
            ids.filter { statuses[$0] == "pass" }.count
        }

        /// How many of these exercises passed, as `2/4` (never in CSV, where a spreadsheet
        /// reads it as a date).
        func passed(of ids: [String]) -> String {
            "\(passes(of: ids))/\(ids.count)"
        }
    }

    /// Every result file that reads as a `check --format json` result, in student order; each
    /// other one is named on standard error with why, and left out. 0 when all were read, 1
    /// when some were left out (the table still comes), 2 when none could be read.
    func run(_ context: CommandContext) -> Int32 {
        let console = context.console
        var rows: [Row] = []
        var exerciseOrder: [String] = []
        var skipped = 0
        for path in files {
            switch Self.read(path, language: context.language) {
            case .failure(let problem):
                skipped += 1
                console.err(wording("class.skipped", path, problem.text[context.language])[context.language])
            case .success(let (row, ids)):
                rows.append(row)
                for id in ids where !exerciseOrder.contains(id) { exerciseOrder.append(id) }
            }
        }
        guard !rows.isEmpty else {
            console.err(wording("class.error-none-of-the-files")[context.language])
            return 2
        }
        rows.sort { $0.student.localizedStandardCompare($1.student) == .orderedAscending }
        switch format {
        case .csv: console.out(csv(rows, exerciseOrder))
        case .html: console.out(html(rows, exerciseOrder, language: context.language))
        case .text: console.out(text(rows, exerciseOrder, language: context.language, console: console))
        }
        return skipped == 0 ? 0 : 1
    }

    /// Why a result file was left out.
    enum Problem: Error {
        case unreadable, notJSON, notAResult

        var text: Localized {
            switch self {
            case .unreadable: return wording("class.cannot-be-read-missing-or")
            case .notJSON: return wording("class.is-not-json")
            case .notAResult: return wording("class.is-not-a-rxlesson-check")
            }
        }
    }

    /// One student's row, its sentences in `language` whatever language the file was written
    /// in, and the exercise ids in the file's order.
    static func read(_ path: String, language: Language) -> Result<(Row, [String]), Problem> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
              let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable) }
        let document: CheckDocument
        do {
            document = try JSONDecoder().decode(CheckDocument.self, from: data)
        } catch DecodingError.dataCorrupted {
            return .failure(.notJSON)
        } catch {
            return .failure(.notAResult)
        }
        var statuses: [String: String] = [:], lessons: [String: String] = [:], messages: [String: String] = [:]
        var differences: [String: CheckDocument.FirstOperator] = [:]
        for exercise in document.exercises {
            let id = exercise.id
            statuses[id] = exercise.status.rawValue
            lessons[id] = exercise.lesson
            // A file still as shipped: not begun, which is not the same as a failed attempt.
            if !exercise.started, exercise.status != .pass { statuses[id] = "not-started" }
            let message = exercise.message(language)
            if !message.isEmpty { messages[id] = message }
            differences[id] = exercise.firstDifference
        }
        let student = document.student ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let row = Row(student: student, commit: document.commit, statuses: statuses, score: document.score, maxScore: document.maxScore,
                      messages: messages, differences: differences, lessons: lessons, commitDate: document.commitDate, gradedAt: document.gradedAt)
        let ids = document.exercises.map(\.id)
        return .success((row, ids))
    }

    /// How many students passed each exercise.
    static func passes(_ rows: [Row], _ exercises: [String]) -> [Int] {
        exercises.map { id in rows.filter { $0.statuses[id] == "pass" }.count }
    }

    static func mark(_ status: String?) -> String {
        switch status {
        case "pass": return "✓"
        case nil: return "·"
        case "not-started": return "–"
        case "compile-error": return "C"
        case "crash": return "!"
        case "timeout": return "T"
        default: return "✗"
        }
    }

    /// The exercises' table (a mark per exercise, the score and the commit's date last), then the
    /// lessons' (passed of how many, per lesson), then the legend and when the class was graded.
    func text(_ rows: [Row], _ exercises: [String], language: Language, console: Console) -> String {
        let lessons = Self.lessons(rows, exercises)
        // The commit's date only when some result has one; scores padded so the dates align.
        let dated = rows.contains { $0.commitDate != nil }
        let scoreWidth = rows.map { DisplayWidth.width(of: "\($0.score)/\($0.maxScore)") }.max() ?? 0
        let marks = Grid(columns: exercises, rows: rows.map { row in
            let score = "\(row.score)/\(row.maxScore)"
            return (Escaping.terminal(row.student), exercises.map { Self.mark(row.statuses[$0]) },
                    dated ? DisplayWidth.pad(score, to: scoreWidth) + "  " + (row.commitDate.map(Self.day) ?? "–") : score)
        }, last: dated ? DisplayWidth.pad(wording("class.score")[language], to: scoreWidth) + "  " + wording("class.committed")[language] : wording("class.score")[language],
            footer: (wording("class.passed")[language], Self.passes(rows, exercises).map(String.init)))
        let subtotals = Grid(columns: lessons.map(\.id), rows: rows.map { row in
            (Escaping.terminal(row.student), lessons.map { row.passed(of: $0.exercises) }, "")
        }, last: "", footer: nil)
        var lines = marks.lines(width: console.width, heading: wording("class.student")[language])
        lines.append("")
        lines.append(wording("class.pass-fail-not-started-c")[language])
        if lessons.count > 1 {
            lines.append("")
            lines.append(wording("class.exercises-passed-by-lesson")[language])
            lines += subtotals.lines(width: console.width, heading: wording("class.student")[language])
        }
        let graded = rows.compactMap(\.gradedAt).sorted()
        if let first = graded.first, let last = graded.last {
            lines.append("")
            let span = Self.day(first) == Self.day(last) ? Self.day(first) : Self.day(first) + " – " + Self.day(last)
            lines.append(wording("class.graded", span + " UTC")[language])
        }
        return lines.joined(separator: "\n")
    }

    /// The lessons of the table, in the order their exercises first appear.
    static func lessons(_ rows: [Row], _ exercises: [String]) -> [(id: String, exercises: [String])] {
        var lessonOf: [String: String] = [:]
        for row in rows { lessonOf.merge(row.lessons) { first, _ in first } }
        var order: [String] = [], members: [String: [String]] = [:]
        for id in exercises {
            let lesson = lessonOf[id] ?? "?"
            if members[lesson] == nil { order.append(lesson) }
            members[lesson, default: []].append(id)
        }
        return order.map { ($0, members[$0]!) }
    }

    /// `2026-11-20T14:03:09Z` → `2026-11-20 14:03` (UTC); any other text unchanged.
    static func day(_ iso: String) -> String {
        guard iso.count >= 16, iso.dropFirst(10).first == "T" else { return Escaping.terminal(iso) }
        return String(iso.prefix(10)) + " " + String(iso.dropFirst(11).prefix(5))
    }

    /// RFC 4180 fields; a text cell a spreadsheet would read as a formula (one starting with
    /// `=` `+` `-` `@`, their full-width forms, a tab or a carriage return) gets a `'` in front,
    /// so it stays text. The last row counts who passed each exercise.
    func csv(_ rows: [Row], _ exercises: [String]) -> String {
        func field(_ text: String) -> String {
            let inert = text.unicodeScalars.first.map { "=+-@\t\r＝＋－＠".unicodeScalars.contains($0) } == true ? "'" + text : text
            return inert.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + inert.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : inert
        }
        let lessons = Self.lessons(rows, exercises)
        var lines = [(["student", "commit", "commit_date", "graded_at"] + exercises + ["score", "max_score"] + lessons.map { "\($0.id) (of \($0.exercises.count))" }).map(field).joined(separator: ",")]
        for row in rows {
            let cells = ([row.student, row.commit ?? "", row.commitDate ?? "", row.gradedAt ?? ""] + exercises.map { row.statuses[$0] ?? "" }).map(field)
                + [String(row.score), String(row.maxScore)] + lessons.map { String(row.passes(of: $0.exercises)) }
            lines.append(cells.joined(separator: ","))
        }
        lines.append((["passed", "", "", ""] + Self.passes(rows, exercises).map(String.init) + ["", ""] + lessons.map { _ in "" }).joined(separator: ","))
        return lines.joined(separator: "\n")
    }

    func html(_ rows: [Row], _ exercises: [String], language: Language) -> String {
        var out = ["<!doctype html>", "<html lang=\"\(language.rawValue)\"><head><meta charset=\"utf-8\"><title>rxlesson class</title>",
                   "<style>body{font:14px sans-serif}td,th{padding:2px 6px;text-align:center}th.x{writing-mode:vertical-rl}.pass{background:#d1fae5}.fail{background:#fee2e2}td.l{text-align:left}code{font:13px monospace}</style></head><body>",
                   "<table><tr><th>\(wording("class.student")[language])</th>" + exercises.map { "<th class=\"x\">\(Escaping.html($0))</th>" }.joined() + "<th>\(wording("class.score")[language])</th><th>\(wording("class.committed")[language])</th></tr>"]
        for row in rows {
            let cells = exercises.map { id -> String in
                let status = row.statuses[id]
                let title = [status, row.messages[id], row.differences[id].map { "\($0.place): \($0.sentence(language))" }].compactMap { $0 }.joined(separator: " — ")
                return "<td class=\"\(status == "pass" ? "pass" : status == nil ? "" : "fail")\" title=\"\(Escaping.html(title))\">\(Self.mark(status))</td>"
            }.joined()
            out.append("<tr><th>\(Escaping.html(row.student))</th>\(cells)<td>\(row.score)/\(row.maxScore)</td><td>\(Escaping.html(row.commitDate.map(Self.day) ?? "–"))</td></tr>")
        }
        out.append("<tr><th>\(wording("class.passed")[language])</th>" + Self.passes(rows, exercises).map { "<td>\($0)</td>" }.joined() + "<td></td><td></td></tr>")
        out.append("</table>")
        let lessons = Self.lessons(rows, exercises)
        if lessons.count > 1 {
            out.append("<h2>\(wording("class.exercises-passed-by-lesson-heading")[language])</h2>")
            out.append("<table><tr><th>\(wording("class.student")[language])</th>" + lessons.map { "<th class=\"x\">\(Escaping.html($0.id))</th>" }.joined() + "</tr>")
            for row in rows {
                out.append("<tr><th>\(Escaping.html(row.student))</th>" + lessons.map { lesson in
                    let passed = row.passed(of: lesson.exercises)
                    return "<td class=\"\(passed == "\(lesson.exercises.count)/\(lesson.exercises.count)" ? "pass" : "")\">\(passed)</td>"
                }.joined() + "</tr>")
            }
            out.append("</table>")
        }
        // Where each failing chain first parts from the solution: the operator to talk about.
        let differing = rows.flatMap { row in exercises.compactMap { id in row.differences[id].map { (row.student, id, $0) } } }
        if !differing.isEmpty {
            out.append("<h2>\(wording("class.the-first-operator-that-differs")[language])</h2>")
            out.append("<table><tr><th>\(wording("class.student")[language])</th><th>\(wording("class.exercise")[language])</th><th>\(wording("class.operator")[language])</th><th>\(wording("class.first-difference")[language])</th></tr>")
            for (student, id, difference) in differing {
                out.append("<tr><td class=\"l\">\(Escaping.html(student))</td><td class=\"l\">\(Escaping.html(id))</td><td class=\"l\"><code>\(Escaping.html(difference.place))</code></td><td class=\"l\">\(Escaping.html(difference.sentence(language)))</td></tr>")
            }
            out.append("</table>")
        }
        out.append("</body></html>")
        return out.joined(separator: "\n")
    }
}
