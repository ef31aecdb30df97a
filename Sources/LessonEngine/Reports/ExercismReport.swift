import Foundation
import TextKit

/// Exercism test-runner `results.json`, version 3.
enum ExercismReport {
    static func render(_ report: GradingReport) -> String {
        JSONValue.object([
            ("version", .number(3)),
            ("status", .string(report.allPassed ? "pass" : report.results.contains { $0.status == .compileError } ? "error" : "fail")),
            ("tests", .array(report.results.map { result in
                var pairs: [(String, JSONValue)] = [
                    ("name", .string(result.id)),
                    ("status", .string(status(result.status))),
                ]
                if !result.passed {
                    pairs.append(("message", .string(result.location + ": " + result.message + (result.figure.map { "\n" + $0 } ?? ""))))
                }
                if let output = result.output { pairs.append(("output", .string(String(output.prefix(500))))) }
                pairs.append(("test_code", .string("rxlesson check \(result.id)" + (result.expected.map { "\n// expected: \($0)" } ?? ""))))
                return .object(pairs)
            })),
        ]).text
    }

    static func status(_ status: GradeResult.Status) -> String {
        switch status {
        case .pass: return "pass"
        case .fail: return "fail"
        case .compileError, .crash, .timeout: return "error"
        }
    }
}
