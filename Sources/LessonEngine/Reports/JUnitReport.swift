import Foundation
import TextKit

/// JUnit XML in the one shape both common schemas accept: Jenkins' xunit `junit-10.xsd` and
/// Ant's `JUnit.xsd`. So `<testsuites>` carries no attribute (Ant allows none); each lesson is
/// a `<testsuite>` with every attribute Ant requires (`id`, `package`, `timestamp`,
/// `hostname`, the counts, `time`), its children in Ant's order: `<properties>`, the
/// `<testcase>`s, then one `<system-out>` and one `<system-err>`. A test case holds at most
/// one `<failure>` (a wrong answer) or `<error>` (compile error, crash, timeout) and nothing
/// else, so what a learner's code printed goes to its suite's `<system-out>`, under the
/// exercise's name.
enum JUnitReport {
    static func render(_ report: GradingReport, language: Language) -> String {
        let results = report.results
        var lessons: [String] = []
        for result in results where !lessons.contains(result.lesson) { lessons.append(result.lesson) }
        var xml = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites>"]
        for (index, lesson) in lessons.enumerated() {
            let cases = results.filter { $0.lesson == lesson }
            var suite = "  <testsuite name=\"\(attribute(lesson, orElse: "rxlesson"))\" id=\"\(index)\" package=\"rxlesson\""
            suite += " tests=\"\(cases.count)\" failures=\"\(failures(cases))\" errors=\"\(errors(cases))\" skipped=\"0\" time=\"\(seconds(cases))\""
            suite += " timestamp=\"1970-01-01T00:00:00\" hostname=\"\(attribute(report.student ?? "", orElse: "localhost"))\">"
            xml.append(suite)
            xml.append("    <properties>")
            if let student = report.student { xml.append("      <property name=\"student\" value=\"\(Escaping.xmlAttribute(student))\"/>") }
            if let commit = report.commit { xml.append("      <property name=\"commit\" value=\"\(Escaping.xmlAttribute(commit))\"/>") }
            xml.append("    </properties>")
            for result in cases {
                let attributes = "name=\"\(attribute(result.id, orElse: "?"))\" classname=\"rxlesson.\(Escaping.xmlAttribute(lesson))\" time=\"\(seconds([result]))\""
                if result.passed {
                    xml.append("    <testcase \(attributes)/>")
                    continue
                }
                let element = result.status == .fail ? "failure" : "error"
                let message = result.message(language)
                let body = ([result.location + ": " + message] + result.diagnostics.map { $0.text(language) } + (result.figure(language).map { [$0] } ?? [])).joined(separator: "\n")
                xml.append("    <testcase \(attributes)>")
                xml.append("      <\(element) message=\"\(Escaping.xmlAttribute(message))\" type=\"\(result.status.rawValue)\">\(Escaping.xml(body))</\(element)>")
                xml.append("    </testcase>")
            }
            let printed = cases.compactMap { result in result.output(language).map { "[\(result.id)]\n" + $0 } }
            xml.append(printed.isEmpty ? "    <system-out/>" : "    <system-out>\(Escaping.xml(printed.joined(separator: "\n")))</system-out>")
            xml.append("    <system-err/>")
            xml.append("  </testsuite>")
        }
        xml.append("</testsuites>")
        return xml.joined(separator: "\n")
    }

    /// An attribute Ant types as a non-empty token: `fallback` when `text` is only whitespace.
    static func attribute(_ text: String, orElse fallback: String) -> String {
        Escaping.xmlAttribute(text.allSatisfy(\.isWhitespace) ? fallback : text)
    }

    static func failures(_ results: [GradeResult]) -> Int { results.filter { $0.status == .fail }.count }
    static func errors(_ results: [GradeResult]) -> Int { results.filter { !$0.passed && $0.status != .fail }.count }
    static func seconds(_ results: [GradeResult]) -> String {
        String(format: "%.3f", Double(results.map(\.durationMilliseconds).reduce(0, +)) / 1000)
    }
}
