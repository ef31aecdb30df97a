/// GitHub Actions workflow commands: one `::error` per failing exercise, placed on the
/// TODO line. A step shows only its first ten annotations, so failures come in course order
/// (the next exercise to work on first), and past nine a last one says how many more.
enum GitHubReport {
    static func render(_ results: [GradeResult]) -> String {
        let failing = results.filter { !$0.passed }
        var lines: [String] = []
        for result in failing.prefix(failing.count > 10 ? 9 : 10) {
            var properties = "file=\(property(result.file))"
            if let line = result.line { properties += ",line=\(line)" }
            properties += ",title=\(property("\(result.id): \(result.status.rawValue)"))"
            let message = result.message + (result.figure.map { "\n\n" + $0 } ?? "") + "\n\nrxlesson hint \(result.id)"
            lines.append("::error \(properties)::\(data(message))")
        }
        if failing.count > 10 {
            let rest = failing.dropFirst(9).map(\.id).joined(separator: ", ")
            lines.append("::error title=\(property("\(failing.count - 9) more exercises fail"))::\(data(rest))")
        }
        let passed = results.count - failing.count
        lines.append("::notice title=rxlesson check::\(data("\(results.count) exercises: \(passed) passed, \(failing.count) failed"))")
        // The plain summary for the log.
        for result in results {
            lines.append("\(result.passed ? "✓" : "✗") \(result.status.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)) \(result.id)\(result.passed ? "" : "  \(result.location)  \(result.message)")")
        }
        return lines.joined(separator: "\n")
    }

    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
