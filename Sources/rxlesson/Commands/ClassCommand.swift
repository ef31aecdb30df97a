import CommandLineKit
import Foundation
import LessonEngine
import TextKit

/// `rxlesson class RESULT... [--format text|csv|html]`: one table for a class, students ×
/// exercises, from many `check --format json` results.
struct ClassCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        name: "class",
        abstract: Localized(zh: "把许多份 `check --format json` 结果合成一张全班的表：学生 × 练习。",
                            en: "One table for a class, students × exercises, from many `check --format json` results."),
        examples: [.init("results/*.json --format csv", Localized(zh: "全班成绩，CSV", en: "the class as CSV"))])

    enum Format: String, CaseIterable, ArgumentValue { case text, csv, html }

    @Option(help: Localized(zh: "表格格式", en: "the table's format"))
    var format: Format = .text

    @Argument(valueName: "RESULT", arity: 1..., help: Localized(zh: "`check --format json` 的结果文件", en: "`check --format json` result files"))
    var files: [String]

    struct Row {
        var student: String
        var commit: String?
        var statuses: [String: String]
        var score: Int
        var maxScore: Int
        /// Each failure's message, by exercise.
        var messages: [String: String] = [:]
        /// Each failure's first operator that differs from the solution's, by exercise.
        var differences: [String: FirstDifference] = [:]
    }

    /// A result's `first_difference`.
    struct FirstDifference {
        var place: String
        var sentence: String

        init?(_ json: Any?) {
            guard let object = json as? [String: Any], let name = object["operator"] as? String else { return nil }
            let file = object["file"] as? String ?? "?"
            place = "\(name)  \(file)" + ((object["line"] as? Int).map { ":\($0)" } ?? "")
            sentence = object["sentence"] as? String ?? ""
        }
    }

    func run(_ context: CommandContext) -> Int32 {
        let console = context.console, zh = context.language == .zh
        var rows: [Row] = []
        var exerciseOrder: [String] = []
        for path in files {
            guard let data = FileManager.default.contents(atPath: path),
                  let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
                  let exercises = object["exercises"] as? [[String: Any]] else {
                console.err(zh ? "错误：\(path) 不是 `rxlesson check --format json` 的结果" : "error: \(path) is not a `rxlesson check --format json` result")
                return 2
            }
            var statuses: [String: String] = [:], messages: [String: String] = [:], differences: [String: FirstDifference] = [:]
            for exercise in exercises {
                guard let id = exercise["id"] as? String else { continue }
                if !exerciseOrder.contains(id) { exerciseOrder.append(id) }
                statuses[id] = exercise["status"] as? String ?? "?"
                if let message = exercise["message"] as? String, !message.isEmpty { messages[id] = message }
                differences[id] = FirstDifference(exercise["first_difference"])
            }
            let student = object["student"] as? String ?? URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
            rows.append(Row(student: student, commit: object["commit"] as? String, statuses: statuses,
                            score: (object["score"] as? NSNumber)?.intValue ?? 0,
                            maxScore: (object["max_score"] as? NSNumber)?.intValue ?? 0,
                            messages: messages, differences: differences))
        }
        rows.sort { $0.student.localizedStandardCompare($1.student) == .orderedAscending }
        switch format {
        case .csv: console.out(csv(rows, exerciseOrder))
        case .html: console.out(html(rows, exerciseOrder, zh: zh))
        case .text: console.out(text(rows, exerciseOrder, zh: zh, console: console))
        }
        return 0
    }

    static func mark(_ status: String?) -> String {
        switch status {
        case "pass": return "✓"
        case nil: return "·"
        case "compile-error": return "C"
        case "crash": return "!"
        case "timeout": return "T"
        default: return "✗"
        }
    }

    func text(_ rows: [Row], _ exercises: [String], zh: Bool, console: Console) -> String {
        let nameWidth = max(8, rows.map { DisplayWidth.width(of: $0.student) }.max() ?? 0)
        var lines: [String] = []
        for (index, id) in exercises.enumerated() {
            lines.append(String(repeating: " ", count: nameWidth + 2) + String(repeating: "│", count: index) + "┌ " + id)
        }
        lines.append(DisplayWidth.pad(zh ? "学生" : "student", to: nameWidth) + "  " + String(repeating: "│", count: exercises.count) + (zh ? "  得分" : "  score"))
        for row in rows {
            let marks = exercises.map { Self.mark(row.statuses[$0]) }.joined()
            lines.append(DisplayWidth.pad(Escaping.terminal(row.student), to: nameWidth) + "  " + marks + "  \(row.score)/\(row.maxScore)")
        }
        let passes = exercises.map { id in rows.filter { $0.statuses[id] == "pass" }.count }
        lines.append(DisplayWidth.pad(zh ? "通过人数" : "passed", to: nameWidth) + "  " + passes.map { $0 > 9 ? "+" : String($0) }.joined())
        lines.append("")
        lines.append(zh ? "✓ 通过  ✗ 未通过  C 编译错误  ! 崩溃  T 超时  · 没有结果" : "✓ pass  ✗ fail  C compile-error  ! crash  T timeout  · no result")
        return lines.joined(separator: "\n")
    }

    func csv(_ rows: [Row], _ exercises: [String]) -> String {
        func field(_ text: String) -> String {
            text.contains(where: { ",\"\n\r".contains($0) }) ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
        }
        var lines = [(["student", "commit"] + exercises + ["score", "max_score"]).map(field).joined(separator: ",")]
        for row in rows {
            let cells = [row.student, row.commit ?? ""] + exercises.map { row.statuses[$0] ?? "" } + [String(row.score), String(row.maxScore)]
            lines.append(cells.map(field).joined(separator: ","))
        }
        return lines.joined(separator: "\n")
    }

    func html(_ rows: [Row], _ exercises: [String], zh: Bool) -> String {
        var out = ["<!doctype html>", "<html lang=\"\(zh ? "zh" : "en")\"><head><meta charset=\"utf-8\"><title>rxlesson class</title>",
                   "<style>body{font:14px sans-serif}td,th{padding:2px 6px;text-align:center}th.x{writing-mode:vertical-rl}.pass{background:#d1fae5}.fail{background:#fee2e2}td.l{text-align:left}code{font:13px monospace}</style></head><body>",
                   "<table><tr><th>\(zh ? "学生" : "student")</th>" + exercises.map { "<th class=\"x\">\(Escaping.html($0))</th>" }.joined() + "<th>\(zh ? "得分" : "score")</th></tr>"]
        for row in rows {
            let cells = exercises.map { id -> String in
                let status = row.statuses[id]
                let title = [status, row.messages[id], row.differences[id].map { "\($0.place): \($0.sentence)" }].compactMap { $0 }.joined(separator: " — ")
                return "<td class=\"\(status == "pass" ? "pass" : status == nil ? "" : "fail")\" title=\"\(Escaping.html(title))\">\(Self.mark(status))</td>"
            }.joined()
            out.append("<tr><th>\(Escaping.html(row.student))</th>\(cells)<td>\(row.score)/\(row.maxScore)</td></tr>")
        }
        out.append("</table>")
        // Where each failing chain first parts from the solution: the operator to talk about.
        let differing = rows.flatMap { row in exercises.compactMap { id in row.differences[id].map { (row.student, id, $0) } } }
        if !differing.isEmpty {
            out.append("<h2>\(zh ? "第一个和参考答案不同的操作符" : "The first operator that differs from the reference solution")</h2>")
            out.append("<table><tr><th>\(zh ? "学生" : "student")</th><th>\(zh ? "练习" : "exercise")</th><th>\(zh ? "操作符" : "operator")</th><th>\(zh ? "第一个不同" : "first difference")</th></tr>")
            for (student, id, difference) in differing {
                out.append("<tr><td class=\"l\">\(Escaping.html(student))</td><td class=\"l\">\(Escaping.html(id))</td><td class=\"l\"><code>\(Escaping.html(difference.place))</code></td><td class=\"l\">\(Escaping.html(difference.sentence))</td></tr>")
            }
            out.append("</table>")
        }
        out.append("</body></html>")
        return out.joined(separator: "\n")
    }
}
