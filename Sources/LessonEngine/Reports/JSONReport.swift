import Foundation
import TextKit

/// `check --format json`, with DESIGN.md's keys.
enum JSONReport {
    static func render(_ report: GradingReport) -> String {
        JSONValue.object([
            ("status", .string(report.allPassed ? "pass" : "fail")),
            ("passed", .number(report.passed)),
            ("total", .number(report.results.count)),
            ("score", .number(report.score)),
            ("max_score", .number(report.maxScore)),
            ("student", .optional(report.student)),
            ("commit", .optional(report.commit)),
            ("commit_date", .optional(report.commitDate)),
            ("graded_at", .optional(report.gradedAt)),
            ("variants", .optional(report.variants)),
            ("exercises", .array(report.results.map(\.json))),
        ]).text
    }
}
