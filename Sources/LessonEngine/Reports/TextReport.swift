import Foundation
import LessonKit
import TextKit

/// The human report: one aligned line per exercise; under each failure the line that
/// matters, the first difference, expected over actual, and what the learner's code printed.
enum TextReport {
    static func render(_ report: GradingReport, console: Console, language: Language) -> String {
        let results = report.results
        let statusWidth = GradeResult.Status.allCases.map { DisplayWidth.width(of: label($0, language)) }.max() ?? 0
        let lessonWidth = results.map(\.lesson.count).max() ?? 0
        var lines: [String] = []
        for result in results {
            let text = (result.passed ? "✓ " : "✗ ") + DisplayWidth.pad(label(result.status, language), to: statusWidth)
            let mark = console.paint(text, result.passed ? .green : result.status == .timeout ? .yellow : .red)
            let lesson = console.paint(DisplayWidth.pad(result.lesson, to: lessonWidth), .dim)
            lines.append("\(mark)  \(lesson)  \(console.paint(result.id, .bold))")
            let message = result.message(language), figure = result.figure(language), trace = result.trace(language)
            guard !result.passed else {
                if report.showsPassingOutput { lines += result.printedLines(console: console, language: language) }
                continue
            }
            lines.append("      " + console.paint(report.showPath(result.file) + (result.line.map { ":\($0)" } ?? ""), .cyan))
            // Where it crashed or was stopped: the line itself, as a compile error shows it.
            if result.status == .crash || result.status == .timeout, let line = result.line, let text = report.sourceLine(of: result.file, line) {
                lines.append(Self.cut("        \(line) | " + Escaping.terminal(Diagnostic.expandingTabs(text)), to: console.width))
            }
            lines.append(console.prose(Escaping.terminal(message), indent: "      "))
            for (index, diagnostic) in result.diagnostics.prefix(5).enumerated() {
                let shown = diagnostic.file == result.file ? diagnostic.moved(to: report.showPath(diagnostic.file)) : diagnostic
                var excerpt = shown.excerpt(language)
                // The first message is the failure's own sentence above: its line and caret alone.
                if index == 0, excerpt.count > 1, diagnostic.line == result.line, message.hasSuffix(diagnostic.message(language)) { excerpt.removeFirst() }
                for (number, line) in excerpt.enumerated() {
                    // The message wraps; the source line and its caret keep their columns.
                    lines.append(number == 0 && !line.hasPrefix("  ")
                        ? Wrapping.wrapped(Escaping.terminal(line), width: console.width, indent: "      ", hangingIndent: "        ")
                        : "      " + Escaping.terminal(line))
                }
            }
            if let variant = result.variant {
                lines.append("      " + console.paint(wording("text-report.variant-inputs", variant.index)[language], .dim))
                let width = variant.inputs.map { DisplayWidth.width(of: $0.name) }.max() ?? 0
                for input in variant.inputs {
                    lines.append("      " + DisplayWidth.pad(Escaping.terminal(input.name), to: width) + "  " + Escaping.terminal(input.diagram))
                }
            }
            // The chains' heading gives the scale; the figure's own scale line only where it differs.
            let chainScale = trace?.split(separator: "\n").first.flatMap { Self.chainsScale(String($0)) }
            if let figure {
                for line in figure.split(separator: "\n", omittingEmptySubsequences: false) {
                    if let chainScale, let scale = Self.bracketed(String(line)), chainScale.hasPrefix(scale) { continue }
                    // The caret alone where its sentence is the message above; the rows stay as drawn.
                    var line = String(line)
                    let caret = line.prefix { $0 == " " || $0 == "^" }
                    if caret.contains("^"), line.dropFirst(caret.count) == message {
                        line = String(caret).replacingOccurrences(of: " +$", with: "", options: .regularExpression)
                    }
                    // The sentence after the caret wraps under itself.
                    let text = "      " + Escaping.terminal(line)
                    let lead = text.prefix { $0 == " " || $0 == "^" }.count
                    let sentence = text.contains(where: CJK.isHan) && DisplayWidth.width(of: text) > console.width && lead < console.width / 2
                    lines.append(sentence ? Wrapping.wrapped(String(text.dropFirst(lead)), width: console.width,
                                                            indent: String(text.prefix(lead)), hangingIndent: String(repeating: " ", count: lead)) : text)
                }
            }
            if let trace {
                // The drawing's own "Chains (scale):" line joins this heading: one heading, not two in a row.
                var traced = trace.split(separator: "\n", omittingEmptySubsequences: false)
                let scale = traced.first.flatMap { Self.chainsScale(String($0)) }
                if scale != nil { traced.removeFirst() }
                lines.append(console.paint(Wrapping.wrapped(Self.traceHeading(trace, language, scale: scale), width: console.width, indent: "      "), .dim))
                for line in traced.prefix(40) {
                    // A sentence under the chain (it starts with Chinese or a capital) wraps; a drawn row never does.
                    let text = Escaping.terminal(String(line))
                    let sentence = text.first.map { CJK.isHan($0) || ($0.isUppercase && text.contains(": ")) } ?? false
                    lines.append(sentence ? Wrapping.wrapped(text, width: console.width, indent: "      ", hangingIndent: "        ") : "      " + text)
                }
            }
            if result.printed != nil { lines += result.printedLines(console: console, language: language) }
            let stuck = report.hintKey.map { wording("text-report.stuck.press-key", $0) } ?? wording("text-report.stuck.command", "\(report.invocation) hint \(result.id)")
            lines.append("      " + console.paint(stuck[language], .dim))
        }
        guard report.showsSummary else { return lines.joined(separator: "\n") }
        let failed = results.count - report.passed
        let summary = (results.count == 1 ? wording("text-report.summary.one", results.count, report.passed, failed, "\(report.score)/\(report.maxScore)")
            : wording("text-report.summary", results.count, report.passed, failed, "\(report.score)/\(report.maxScore)"))[language]
        lines.append("")
        lines.append(console.paint(summary, report.allPassed ? .green : .red))
        return lines.joined(separator: "\n")
    }

    /// The heading over the learner's chain; the row the harness names `result` (the stream
    /// compared with the expected diagram) is explained, since its name is the harness's word.
    static func traceHeading(_ trace: String, _ language: Language, scale: String? = nil) -> String {
        let named = trace.contains("result: ")
        let heading: Localized = switch (scale, named) {
        case (nil, false): wording("text-report.chain")
        case (let scale?, false): wording("text-report.chain.scale", scale)
        case (nil, true): wording("text-report.chain.result")
        case (let scale?, true): wording("text-report.chain.scale-and-result", scale)
        }
        return heading[language]
    }

    /// The scale in a drawing's heading line (`链（…）：`, `Chains (…):`), nil for any other line.
    static func chainsScale(_ line: String) -> String? {
        for (open, close) in [("链（", "）："), ("Chains (", "):")] where line.hasPrefix(open) && line.hasSuffix(close) {
            return String(line.dropFirst(open.count).dropLast(close.count))
        }
        return nil
    }

    /// The text of a line that is one bracketed note, `(…)` or `（…）`, else nil.
    static func bracketed(_ line: String) -> String? {
        let text = line.trimmingCharacters(in: .whitespaces)
        for (open, close) in [("(", ")"), ("（", "）")] where text.hasPrefix(open) && text.hasSuffix(close) {
            return String(text.dropFirst(open.count).dropLast(close.count))
        }
        return nil
    }

    /// `line` cut to `width` columns with a `…` (a line of code does not wrap).
    static func cut(_ line: String, to width: Int) -> String {
        guard DisplayWidth.width(of: line) > width, width > 1 else { return line }
        var kept = "", used = 0
        for character in line {
            let next = DisplayWidth.width(of: String(character))
            if used + next > width - 1 { break }
            kept.append(character)
            used += next
        }
        return kept + "…"
    }

    static func label(_ status: GradeResult.Status, _ language: Language) -> String {
        wording("status.\(status.rawValue)")[language]
    }
}

extension GradeResult {
    /// What the learner's code printed, under a heading, as the text report shows it; one line
    /// saying so when it printed nothing. `wholeRun`: everything the run printed, the lines
    /// the figure shows included (``printedInRun``).
    public func printedLines(console: Console, language: Language, wholeRun: Bool = false) -> [String] {
        // Which scenario printed it: the one the report shows.
        let scenario = variant.map { wording("text-report.scenario.variant", $0.index) } ?? wording("text-report.scenario.shown")
        guard let output = (wholeRun ? printedInRun : printed).map({ GradingMessages.printed($0)[language] }) else { return ["      " + console.paint(wording("text-report.printed-nothing", scenario)[language], .dim)] }
        return ["      " + console.paint(wording("text-report.printed", scenario)[language], .dim)]
            + output.split(separator: "\n", omittingEmptySubsequences: false).prefix(20).map { "      │ " + Escaping.terminal(String($0)) }
    }
}
