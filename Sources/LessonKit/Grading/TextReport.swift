/// The human report: one aligned line per exercise, the side-by-side view under each failure.
enum TextReport {
    static func render(_ results: [GradeResult], console: Console) -> String {
        let lessonWidth = results.map(\.lesson.count).max() ?? 0
        var lines: [String] = []
        for result in results {
            let mark: String
            switch result.status {
            case .pass: mark = console.paint("✓ pass   ", .green)
            case .fail: mark = console.paint("✗ fail   ", .red)
            case .crash: mark = console.paint("✗ crash  ", .red)
            case .timeout: mark = console.paint("✗ timeout", .yellow)
            }
            let lesson = console.paint(result.lesson.padding(toLength: lessonWidth, withPad: " ", startingAt: 0), .dim)
            lines.append("\(mark)  \(lesson)  \(console.paint(result.id, .bold))")
            guard !result.passed else { continue }
            lines.append("      " + console.paint(result.location, .cyan) + "  " + result.message)
            if let figure = result.figure {
                lines.append(contentsOf: figure.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 })
            }
            lines.append("      " + console.paint("stuck? rxlesson hint \(result.id)", .dim))
        }
        let passed = results.filter(\.passed).count
        let summary = "\(results.count) exercise\(results.count == 1 ? "" : "s"): \(passed) passed, \(results.count - passed) failed"
        lines.append("")
        lines.append(console.paint(summary, passed == results.count ? .green : .red))
        return lines.joined(separator: "\n")
    }
}
