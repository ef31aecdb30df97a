/// How `rxlesson check` writes its results.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, exercism

    /// The report for `results` (in course order).
    func render(_ results: [GradeResult], console: Console) -> String {
        switch self {
        case .text: return TextReport.render(results, console: console)
        case .json: return JSONReport.render(results)
        case .junit: return JUnitReport.render(results)
        case .github: return GitHubReport.render(results)
        case .exercism: return ExercismReport.render(results)
        }
    }
}
