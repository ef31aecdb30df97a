import Foundation
import TextKit

/// JUnit XML in the shape of the common JUnit XSD (Jenkins / Ant): one `<testsuite>` per
/// lesson, a `time` on every suite and case, `<failure>` for a wrong answer and `<error>` for
/// a compile error, crash or timeout, what the learner printed in `<system-out>`.
enum JUnitReport {
    static func render(_ report: GradingReport) -> String {
        let results = report.results
        var lessons: [String] = []
        for result in results where !lessons.contains(result.lesson) { lessons.append(result.lesson) }
        let name = "rxlesson" + (report.student.map { " · \($0)" } ?? "")
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                   "<testsuites name=\"\(Escaping.xmlAttribute(name))\" tests=\"\(results.count)\" failures=\"\(failures(results))\" errors=\"\(errors(results))\" time=\"\(seconds(results))\">"]
        for (index, lesson) in lessons.enumerated() {
            let cases = results.filter { $0.lesson == lesson }
            var suite = "  <testsuite name=\"\(Escaping.xmlAttribute(lesson))\" id=\"\(index)\" package=\"rxlesson\" tests=\"\(cases.count)\" failures=\"\(failures(cases))\" errors=\"\(errors(cases))\" skipped=\"0\" time=\"\(seconds(cases))\""
            suite += " timestamp=\"1970-01-01T00:00:00\" hostname=\"\(Escaping.xmlAttribute(report.student ?? "localhost"))\">"
            xml.append(suite)
            xml.append("    <properties>")
            if let student = report.student { xml.append("      <property name=\"student\" value=\"\(Escaping.xmlAttribute(student))\"/>") }
            if let commit = report.commit { xml.append("      <property name=\"commit\" value=\"\(Escaping.xmlAttribute(commit))\"/>") }
            xml.append("    </properties>")
            for result in cases {
                let attributes = "name=\"\(Escaping.xmlAttribute(result.id))\" classname=\"rxlesson.\(Escaping.xmlAttribute(lesson))\" time=\"\(seconds([result]))\""
                if result.passed {
                    xml.append("    <testcase \(attributes)/>")
                    continue
                }
                let element = result.status == .fail ? "failure" : "error"
                let body = ([result.location + ": " + result.message] + result.diagnostics.map(\.text) + (result.figure.map { [$0] } ?? [])).joined(separator: "\n")
                xml.append("    <testcase \(attributes)>")
                xml.append("      <\(element) message=\"\(Escaping.xmlAttribute(result.message))\" type=\"\(result.status.rawValue)\">\(Escaping.xml(body))</\(element)>")
                if let output = result.output { xml.append("      <system-out>\(Escaping.xml(output))</system-out>") }
                xml.append("    </testcase>")
            }
            xml.append("    <system-out/>")
            xml.append("    <system-err/>")
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    static func failures(_ results: [GradeResult]) -> Int { results.filter { $0.status == .fail }.count }
    static func errors(_ results: [GradeResult]) -> Int { results.filter { !$0.passed && $0.status != .fail }.count }
    static func seconds(_ results: [GradeResult]) -> String {
        String(format: "%.3f", Double(results.map(\.durationMilliseconds).reduce(0, +)) / 1000)
    }
}
