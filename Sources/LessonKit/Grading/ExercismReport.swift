/// Exercism test-runner `results.json`, version 3.
enum ExercismReport {
    static func render(_ results: [GradeResult]) -> String {
        JSONValue.object([
            ("version", .number(3)),
            ("status", .string(results.allSatisfy(\.passed) ? "pass" : "fail")),
            ("tests", .array(results.map { result in
                var pairs: [(String, JSONValue)] = [
                    ("name", .string(result.id)),
                    ("status", .string(status(result.status))),
                ]
                if !result.passed {
                    pairs.append(("message", .string(result.location + ": " + result.message + (result.figure.map { "\n" + $0 } ?? ""))))
                }
                pairs.append(("test_code", .string(testCode(result))))
                return .object(pairs)
            })),
        ]).text
    }

    static func status(_ status: GradeResult.Status) -> String {
        switch status {
        case .pass: return "pass"
        case .fail: return "fail"
        case .crash, .timeout: return "error"
        }
    }

    static func testCode(_ result: GradeResult) -> String {
        "rxlesson check \(result.id)" + (result.expected.map { "\n// expected: \($0)" } ?? "")
    }
}
