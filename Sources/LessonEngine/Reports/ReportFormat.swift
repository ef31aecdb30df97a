import Foundation
import LessonKit
import TextKit

/// How `rxlesson check` writes its results.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, exercism, html

    /// The report in this format.
    public func render(_ report: GradingReport, console: Console, language: Language) -> String {
        switch self {
        case .text: return TextReport.render(report, console: console, language: language)
        case .json: return JSONReport.render(report, language: language)
        case .junit: return JUnitReport.render(report, language: language)
        case .github: return GitHubReport.render(report, language: language)
        case .exercism: return ExercismReport.render(report, language: language)
        case .html: return HTMLGradingReport.render(report, language: language)
        }
    }

    /// `check`'s exit status when this format goes to standard output: 1 when an exercise
    /// does not pass, except for Exercism, whose runners exit 0 whenever they ran, whatever
    /// the tests say (the verdict is in the file).
    public func exitStatus(_ report: GradingReport) -> Int32 {
        self == .exercism || report.allPassed ? 0 : 1
    }
}
