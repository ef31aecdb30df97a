import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LessonEngine
import TextKit
import XCTest

/// Each machine-read format as its reader defines it: the Actions runner's two command forms,
/// Exercism's test-runner interface, and the two JUnit schemas (Jenkins xunit junit-10.xsd and
/// Ant JUnit.xsd), whose rules the structural checks below restate.
final class ReportFormatTests: XCTestCase {
    private func result(_ id: String, _ status: GradeResult.Status, lesson: String = "dispose", message: String = "", output: String? = nil) -> GradeResult {
        var result = GradeResult(id: id, lesson: lesson, status: status, file: "Lessons/\(lesson)/Exercises/\(id).swift")
        // A sentence said as it is, in either language.
        if !message.isEmpty { result.failure = .unusable(Localized(zh: message, en: message)) }
        result.printed = output.map { GradeResult.Printed(text: $0) }
        return result
    }

    private func render(_ format: ReportFormat, _ results: [GradeResult], student: String? = "ada") -> String {
        format.render(GradingReport(results: results, student: student, commit: "abc"), console: .capturing(), language: .en)
    }

    // MARK: GitHub

    /// The runner's two parsers, as actions/runner has them: a line whose text, leading
    /// whitespace trimmed, starts with `::` (V2), or one with `##[` anywhere (V1). Invisible
    /// characters are dropped first, as a culture-aware comparison would skip them.
    private func runnerCommands(_ output: String) -> [String] {
        output.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" }).compactMap { line in
            let visible = String(String.UnicodeScalarView(line.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint }))
            let trimmed = visible.drop(while: \.isWhitespace)
            if trimmed.hasPrefix("::") { return String(trimmed) }
            return visible.contains("##[") ? visible : nil
        }
    }

    func testGitHubOutputHasNoOldStyleCommandAnywhereInAnyLine() {
        let hostile = ["a ##[error]x", "##[group]g", "ok\n  ##[add-mask]secret", "#\u{AD}#[warning]w", "\u{200B}::error::z", "x\r##[endgroup]"]
        var results = hostile.enumerated().map { result("e\($0.offset)", .fail, message: $0.element) }
        results.append(result("a ##[error]id", .compileError, message: "m"))
        let text = render(.github, results, student: "##[error]ada")
        let commands = runnerCommands(text)
        XCTAssertFalse(commands.isEmpty)
        for command in commands {
            XCTAssertTrue(command.hasPrefix("::error file=Lessons/") || command.hasPrefix("::notice title=rxlesson check::"), command)
            XCTAssertFalse(command.contains("##["), command)
        }
        XCTAssertTrue(text.contains("a ##\\[error]x"), text)
        XCTAssertTrue(text.contains("#\u{AD}#\\[warning]w"), text)
    }

    // MARK: Exercism

    private func exercism(_ results: [GradeResult]) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(render(.exercism, results).utf8)) as? [String: Any])
    }

    func testExercismFailsARunWhereOneExerciseDoesNotCompile() throws {
        let json = try exercism([result("a", .pass), result("b", .compileError, message: "cannot find 'x' in scope")])
        XCTAssertEqual(json["version"] as? Int, 3)
        XCTAssertEqual(json["status"] as? String, "fail")
        XCTAssertTrue(json["message"] is NSNull, "no top-level message unless the run errored")
        let tests = try XCTUnwrap(json["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["pass", "error"])
        XCTAssertNil(tests[0]["message"])
        XCTAssertEqual(tests[1]["message"] as? String, "Lessons/dispose/Exercises/b.swift: cannot find 'x' in scope")
    }

    func testExercismErrorsOnlyWhenEveryTestErrored() throws {
        let json = try exercism([result("a", .compileError, message: "expected '}'"), result("b", .timeout)])
        XCTAssertEqual(json["status"] as? String, "error")
        let message = try XCTUnwrap(json["message"] as? String)
        XCTAssertTrue(message.contains("a\nLessons/dispose/Exercises/a.swift: expected '}'"), message)
        XCTAssertTrue(message.contains("b\nLessons/dispose/Exercises/b.swift: timeout"), message)
        let tests = try XCTUnwrap(json["tests"] as? [[String: Any]])
        XCTAssertEqual(tests[1]["message"] as? String, "Lessons/dispose/Exercises/b.swift: timeout", "a test that did not pass always says why")
        XCTAssertEqual(try exercism([result("a", .fail, message: "no"), result("b", .crash)])["status"] as? String, "fail")
        XCTAssertEqual(try exercism([result("a", .pass)])["status"] as? String, "pass")
    }

    func testExercismCutsOutputAt500CharactersAndSaysSo() throws {
        let long = String(repeating: "界", count: 499) + "xy"
        let exact = String(repeating: "o", count: 500)
        let tests = try XCTUnwrap(try exercism([result("a", .fail, output: long), result("b", .fail, output: exact)])["tests"] as? [[String: Any]])
        let cut = try XCTUnwrap(tests[0]["output"] as? String)
        XCTAssertLessThanOrEqual(cut.unicodeScalars.count, 500)
        XCTAssertTrue(cut.hasSuffix("\nOutput was truncated. Please limit to 500 chars"), cut)
        XCTAssertTrue(cut.hasPrefix(String(repeating: "界", count: 400)))
        XCTAssertEqual(tests[1]["output"] as? String, exact, "500 characters are kept whole")
    }

    func testExercismExitsZeroWhateverTheTestsSay() {
        let failing = GradingReport(results: [result("a", .fail)])
        XCTAssertEqual(ReportFormat.exercism.exitStatus(failing), 0)
        XCTAssertEqual(ReportFormat.json.exitStatus(failing), 1)
        XCTAssertEqual(ReportFormat.junit.exitStatus(GradingReport(results: [result("a", .pass)])), 0)
    }

    // MARK: JUnit

    /// The elements of a document, with attributes and element children in order.
    final class Element {
        let name: String
        let attributes: [String: String]
        var children: [Element] = []
        var text = ""
        init(name: String, attributes: [String: String]) { self.name = name; self.attributes = attributes }
    }

    final class TreeReader: NSObject, XMLParserDelegate {
        var stack: [Element] = [Element(name: "#document", attributes: [:])]
        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            let element = Element(name: name, attributes: attributes)
            stack.last?.children.append(element)
            stack.append(element)
        }
        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { stack.removeLast() }
        func parser(_ parser: XMLParser, foundCharacters string: String) { stack.last?.text += string }
    }

    private func parse(_ xml: String) throws -> Element {
        let reader = TreeReader()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = reader
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "") in\n\(xml)")
        return try XCTUnwrap(reader.stack.first?.children.first)
    }

    func testJUnitTakesTheOneShapeBothSchemasAccept() throws {
        let results = [result("a", .pass), result("b", .fail, message: "tick 3 <&>", output: "printed ##[x]"),
                       result("c", .crash, lesson: "create", message: "signal 11", output: "last words"), result("d", .pass, lesson: "create")]
        let root = try parse(render(.junit, results, student: "  "))
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.attributes, [:], "Ant's testsuites takes no attribute")
        XCTAssertEqual(root.children.map(\.name), ["testsuite", "testsuite"])
        let antRequired = ["name", "id", "package", "tests", "failures", "errors", "time", "timestamp", "hostname"]
        for (index, suite) in root.children.enumerated() {
            for key in antRequired { XCTAssertFalse((suite.attributes[key] ?? "").trimmingCharacters(in: .whitespaces).isEmpty, "testsuite @\(key)") }
            XCTAssertEqual(suite.attributes["id"], String(index))
            XCTAssertNotNil(suite.attributes["timestamp"]?.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$"#, options: .regularExpression))
            XCTAssertNotNil(suite.attributes["time"]?.range(of: #"^\d+\.\d+$"#, options: .regularExpression))
            // Ant's sequence: properties, testcase*, system-out, system-err.
            let names = suite.children.map(\.name)
            XCTAssertEqual(names.first, "properties")
            XCTAssertEqual(Array(names.suffix(2)), ["system-out", "system-err"])
            XCTAssertEqual(Set(names.dropFirst().dropLast(2)), ["testcase"])
            for testcase in suite.children where testcase.name == "testcase" {
                for key in ["name", "classname", "time"] { XCTAssertNotNil(testcase.attributes[key], "testcase @\(key)") }
                XCTAssertLessThanOrEqual(testcase.children.count, 1, "Ant: at most one of skipped, error, failure")
                for child in testcase.children {
                    XCTAssertTrue(["failure", "error"].contains(child.name), child.name)
                    XCTAssertNotNil(child.attributes["type"], "Ant requires @type")
                }
            }
        }
        XCTAssertEqual(root.children[0].attributes["hostname"], "localhost", "a blank student is no host name")
        XCTAssertEqual(root.children[0].children[2].children[0].attributes["message"], "tick 3 <&>")
        XCTAssertEqual(root.children[0].children[3].text, "[b]\nprinted ##[x]")
        XCTAssertEqual(root.children[1].children[1].children[0].name, "error")
        XCTAssertEqual(root.children[1].children[3].text, "[c]\nlast words")
    }
}
