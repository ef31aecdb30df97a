/// `check --format json`, exactly as DESIGN.md fixes it.
enum JSONReport {
    static func render(_ results: [GradeResult]) -> String {
        JSONValue.object([
            ("status", .string(results.allSatisfy(\.passed) ? "pass" : "fail")),
            ("exercises", .array(results.map(\.contractJSON))),
        ]).text
    }
}
