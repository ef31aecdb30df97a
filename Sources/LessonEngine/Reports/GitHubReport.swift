import Foundation
import TextKit

/// GitHub Actions workflow commands: one `::error` per failing exercise, placed on the line
/// that matters. A step shows only its first ten annotations, so failures come in course
/// order (the next exercise to work on first), and past nine a last one says how many more.
/// Every piece of learner text is escaped so that no line of it can be read as a command, and
/// its control characters (ESC, the bidirectional overrides) are shown, not obeyed, in the log.
enum GitHubReport {
    static func render(_ report: GradingReport, language: Language) -> String {
        let results = report.results
        let failing = results.filter { !$0.passed }
        var lines: [String] = []
        for result in failing.prefix(failing.count > 10 ? 9 : 10) {
            var properties = "file=\(Escaping.githubCommandProperty(result.file))"
            if let line = result.line { properties += ",line=\(line)" }
            properties += ",title=\(Escaping.githubCommandProperty("\(result.id): \(result.status.rawValue)"))"
            let message = result.message(language) + (result.figure(language).map { "\n\n" + $0 } ?? "") + "\n\nrxlesson hint \(result.id)"
            lines.append("::error \(properties)::\(Escaping.githubCommandData(Escaping.terminal(message)))")
        }
        if failing.count > 10 {
            let rest = failing.dropFirst(9).map(\.id).joined(separator: ", ")
            lines.append("::error title=\(Escaping.githubCommandProperty("\(failing.count - 9) more exercises fail"))::\(Escaping.githubCommandData(rest))")
        }
        let summary = "\(results.count) exercises: \(report.passed) passed, \(failing.count) failed; score \(report.score)/\(report.maxScore)"
        lines.append("::notice title=rxlesson check::\(Escaping.githubCommandData(summary))")
        for result in results {
            let detail = result.passed ? "" : "  \(result.location)  \(result.message(language))"
            lines.append(Escaping.githubPlainLine(Escaping.terminal("\(result.passed ? "✓" : "✗") \(DisplayWidth.pad(result.status.rawValue, to: 13)) \(result.id)\(detail)")))
        }
        return lines.joined(separator: "\n")
    }
}
