import Foundation
import LessonKit
import TextKit

/// The human report: one aligned line per exercise; under each failure the line that
/// matters, the first difference, expected over actual, and what the learner's code printed.
enum TextReport {
    static func render(_ report: GradingReport, console: Console, language: Language) -> String {
        let results = report.results
        let zh = language == .zh
        let statusWidth = GradeResult.Status.allCases.map { DisplayWidth.width(of: label($0, language)) }.max() ?? 0
        let lessonWidth = results.map(\.lesson.count).max() ?? 0
        var lines: [String] = []
        for result in results {
            let text = (result.passed ? "✓ " : "✗ ") + DisplayWidth.pad(label(result.status, language), to: statusWidth)
            let mark = console.paint(text, result.passed ? .green : result.status == .timeout ? .yellow : .red)
            let lesson = console.paint(DisplayWidth.pad(result.lesson, to: lessonWidth), .dim)
            lines.append("\(mark)  \(lesson)  \(console.paint(result.id, .bold))")
            guard !result.passed else {
                if report.showsPassingOutput { lines += result.printedLines(console: console, language: language) }
                continue
            }
            lines.append("      " + console.paint(result.location, .cyan))
            lines.append(Wrapping.wrapped(Escaping.terminal(result.message), width: console.width, indent: "      "))
            for diagnostic in result.diagnostics.prefix(5) {
                lines.append("      " + Escaping.terminal(diagnostic.text))
            }
            if let variant = result.variant {
                lines.append("      " + console.paint(zh ? "批改用的第 \(variant.index) 组数据：" : "the inputs of hidden variant \(variant.index):", .dim))
                let width = variant.inputs.map { DisplayWidth.width(of: $0.name) }.max() ?? 0
                for input in variant.inputs {
                    lines.append("      " + DisplayWidth.pad(Escaping.terminal(input.name), to: width) + "  " + Escaping.terminal(input.diagram))
                }
            }
            if let figure = result.figure {
                for line in figure.split(separator: "\n", omittingEmptySubsequences: false) {
                    // The sentence after the caret wraps under itself; the rows stay as drawn.
                    let text = "      " + Escaping.terminal(String(line))
                    let lead = text.prefix { $0 == " " || $0 == "^" }.count
                    let sentence = text.contains(where: CJK.isHan) && DisplayWidth.width(of: text) > console.width && lead < console.width / 2
                    lines.append(sentence ? Wrapping.wrapped(String(text.dropFirst(lead)), width: console.width,
                                                            indent: String(text.prefix(lead)), hangingIndent: String(repeating: " ", count: lead)) : text)
                }
            }
            if let trace = result.trace {
                lines.append("      " + console.paint(zh ? "你的链，每个操作符一行：" : "your chain, one row per operator:", .dim))
                for line in trace.split(separator: "\n", omittingEmptySubsequences: false).prefix(40) {
                    // A sentence under the chain (it starts with Chinese or a capital) wraps; a drawn row never does.
                    let text = Escaping.terminal(String(line))
                    let sentence = text.first.map { CJK.isHan($0) || ($0.isUppercase && text.contains(": ")) } ?? false
                    lines.append(sentence ? Wrapping.wrapped(text, width: console.width, indent: "      ", hangingIndent: "        ") : "      " + text)
                }
            }
            if result.output != nil { lines += result.printedLines(console: console, language: language) }
            lines.append("      " + console.paint(zh ? "卡住了？rxlesson hint \(result.id)" : "stuck? rxlesson hint \(result.id)", .dim))
        }
        let failed = results.count - report.passed
        let summary = zh
            ? "\(results.count) 道练习：\(report.passed) 道通过，\(failed) 道未通过；得分 \(report.score)/\(report.maxScore)"
            : "\(results.count) exercise\(results.count == 1 ? "" : "s"): \(report.passed) passed, \(failed) failed; score \(report.score)/\(report.maxScore)"
        lines.append("")
        lines.append(console.paint(summary, report.allPassed ? .green : .red))
        return lines.joined(separator: "\n")
    }

    static func label(_ status: GradeResult.Status, _ language: Language) -> String {
        guard language == .zh else { return status.rawValue }
        switch status {
        case .pass: return "通过"
        case .fail: return "未通过"
        case .compileError: return "编译错误"
        case .crash: return "崩溃"
        case .timeout: return "超时"
        }
    }
}

extension GradeResult {
    /// What the learner's code printed, under a heading, as the text report shows it; one line
    /// saying so when it printed nothing.
    public func printedLines(console: Console, language: Language) -> [String] {
        let zh = language == .zh
        guard let output else { return ["      " + console.paint(zh ? "你的代码什么也没有打印。" : "your code printed nothing.", .dim)] }
        return ["      " + console.paint(zh ? "你的代码打印了：" : "your code printed:", .dim)]
            + output.split(separator: "\n", omittingEmptySubsequences: false).prefix(20).map { "      │ " + Escaping.terminal(String($0)) }
    }
}
