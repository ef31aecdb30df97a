import Foundation
import TextKit

/// Exercism test-runner `results.json`, version 3, as the test-runner interface describes it:
/// the run as a whole is `error` only when every test errored (no exercise ran cleanly, as
/// when nothing compiles), and then a top-level `message` says why; one exercise that does not
/// compile is that test's `error` and the run's `fail`. Every test that did not pass has a
/// `message`; what the learner printed is cut to 500 characters, the cut said in the text.
/// The runner exits 0 whatever the tests say (`ReportFormat.exitStatus`).
enum ExercismReport {
    /// The interface's limit on a test's `output`, and its words for a cut.
    static let outputLimit = 500
    static let truncationNote = "Output was truncated. Please limit to 500 chars"
    /// The interface's limit on the top-level `message`, in bytes ("multibyte characters make
    /// the effective maximum smaller").
    static let messageLimit = 65_535

    static func render(_ report: GradingReport, language: Language) -> String {
        let status = overallStatus(report)
        return JSONValue.object([
            ("version", .number(3)),
            ("status", .string(status)),
            ("message", .optional(status == "error" ? runMessage(report, language: language) : nil)),
            ("tests", .array(report.results.map { test($0, language: language) })),
        ]).text
    }

    /// `pass` when every test passed, `error` when every test errored, `fail` otherwise.
    static func overallStatus(_ report: GradingReport) -> String {
        if report.allPassed { return "pass" }
        return report.results.allSatisfy { self.status($0.status) == "error" } ? "error" : "fail"
    }

    static func test(_ result: GradeResult, language: Language) -> JSONValue {
        var pairs: [(String, JSONValue)] = [
            ("name", .string(result.id)),
            ("status", .string(status(result.status))),
        ]
        if !result.passed { pairs.append(("message", .string(message(result, language: language)))) }
        if let output = result.output(language), !output.isEmpty { pairs.append(("output", .string(limited(output)))) }
        pairs.append(("test_code", .string("rxlesson check \(result.id)" + (result.expected.map { "\n// expected: \($0)" } ?? ""))))
        return .object(pairs)
    }

    /// Where and why a test did not pass, with its compiler diagnostics and first difference.
    static func message(_ result: GradeResult, language: Language) -> String {
        let message = result.message(language)
        let why = message.isEmpty ? result.status.rawValue : message
        return ([result.location + ": " + why] + result.diagnostics.map { $0.text(language) } + (result.figure(language).map { [$0] } ?? [])).joined(separator: "\n")
    }

    /// The top-level message of a run where nothing ran: every exercise's reason.
    static func runMessage(_ report: GradingReport, language: Language) -> String {
        let text = report.results.map { "\($0.id)\n" + message($0, language: language) }.joined(separator: "\n\n")
        var kept = String.UnicodeScalarView(), bytes = 0
        for scalar in text.unicodeScalars {
            bytes += String(scalar).utf8.count
            if bytes > messageLimit { break }
            kept.append(scalar)
        }
        return String(kept)
    }

    /// At most 500 characters (Unicode scalars, so no reader counts more), the note included.
    static func limited(_ output: String) -> String {
        guard output.unicodeScalars.count > outputLimit else { return output }
        let kept = output.unicodeScalars.prefix(outputLimit - truncationNote.unicodeScalars.count - 1)
        return String(String.UnicodeScalarView(kept)) + "\n" + truncationNote
    }

    static func status(_ status: GradeResult.Status) -> String {
        switch status {
        case .pass: return "pass"
        case .fail: return "fail"
        case .compileError, .crash, .timeout: return "error"
        }
    }
}
