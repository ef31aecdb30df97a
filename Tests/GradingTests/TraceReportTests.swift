import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import LessonEngine
import LessonKit
import TextKit
import XCTest

/// A failing exercise's trace and first differing operator, in JSON and on the HTML page,
/// from one scratch course graded once: guest-count wrong (and printing markup), a map passing.
final class TraceReportTests: XCTestCase {
    struct Graded {
        var report: GradingReport
        var failing: GradeResult
    }

    nonisolated(unsafe) private static var graded: Graded?

    private func grade() throws -> Graded {
        if let graded = Self.graded { return graded }
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let wrong = try ScratchCourse.exercise("life-happens-guest-count")
        let right = try ScratchCourse.exercise("operators-my-map-easy")
        // The solution's shape (scan, then startWith), counting by two.
        try scratch.write("""
        import RxCore

        func guestCount(_ beings: Observable<String>) -> Observable<Int> {
            print("<script>alert('guests')</script> & more")
            return beings
                .scan(0) { count, _ in count + 2 }
                .startWith(0)
        }

        """, to: wrong)
        var grader = try ScratchCourse.grader()
        grader.grader.referenceRoot = ScratchCourse.repository
        let results = grader.grade([wrong, right], from: .workingCopy(root: scratch.root))
        let graded = Graded(report: GradingReport(results: results, student: "Ada <Lovelace>", commit: "abc123", exercises: [wrong, right]),
                            failing: results[0])
        Self.graded = graded
        return graded
    }

    private func exercises(_ report: GradingReport) throws -> [[String: Any]] {
        let json = ReportFormat.json.render(report, console: .capturing(), language: .en)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        return try XCTUnwrap(object["exercises"] as? [[String: Any]])
    }

    func testTheJSONOfAFailureHasTheTextReportsRowsAndTheFirstDifferingOperator() throws {
        let graded = try grade()
        XCTAssertEqual(graded.failing.status, .fail, graded.failing.message(.en))
        let failing = try XCTUnwrap(exercises(graded.report).first)
        // DESIGN.md's keys are all there, unchanged.
        for key in ["id", "lesson", "status", "points", "message", "expected", "actual", "output", "file", "line", "duration_ms"] {
            XCTAssertNotNil(failing[key], key)
        }
        let chains = try XCTUnwrap(failing["trace"] as? [[String: Any]])
        let rows = try XCTUnwrap(chains.first?["rows"] as? [[String: Any]])
        let fromJSON = rows.map { row -> String in
            let depth = row["depth"] as? Int ?? 0
            let names = (row["names"] as? [String] ?? []).filter { $0 != row["operator"] as? String }
            let label = String(repeating: "  ", count: depth) + (depth > 0 ? "↳ " : "") + names.map { $0 + ": " }.joined()
                + "\(row["operator"] as? String ?? "")  \(row["file"] as? String ?? ""):\(row["line"] as? Int ?? 0)"
            return label + " | " + (row["diagram"] as? String ?? "")
        }
        // The text report's rows: the lines under the chain's heading, label then diagram.
        let text = ReportFormat.text.render(graded.report, console: .capturing(width: 200), language: .en)
        let lines = text.split(separator: "\n").map(String.init)
        let heading = try XCTUnwrap(lines.firstIndex { $0.contains("your chain, one row per operator (") }, text)
        let fromText = lines[(heading + 1)...].prefix(rows.count).map { line -> String in
            let body = line.dropFirst(6)
            let diagram = body.split(separator: " ").last.map(String.init) ?? ""
            return body.dropLast(diagram.count).trimmingCharacters(in: .whitespaces) + " | " + diagram
        }
        XCTAssertEqual(fromText, fromJSON, text)
        XCTAssertTrue(fromJSON.contains { $0.hasPrefix("scan  GuestCount.swift:6 | ") }, "\(fromJSON)")

        let first = try XCTUnwrap(failing["first_difference"] as? [String: Any])
        XCTAssertEqual(first["operator"] as? String, "scan")
        XCTAssertEqual(first["file"] as? String, "GuestCount.swift")
        XCTAssertEqual(first["line"] as? Int, 6)
        let sentence = try XCTUnwrap(first["sentence"] as? String)
        XCTAssertTrue(sentence.hasPrefix("tick \(first["tick"] as? Int ?? -1): expected next("), sentence)
        // Each thing once: the failure's sentence (not again after the caret, nor after the
        // operator when it is the same), and the scale (the chains' heading gives it; the
        // figure's own line is left out).
        let message = try XCTUnwrap(failing["message"] as? String)
        XCTAssertTrue(text.contains("GuestCount.swift:6" + (sentence == message ? "\n" : " (\(sentence))")), text)
        XCTAssertEqual(text.components(separatedBy: message).count - 1, 1, text)
        XCTAssertFalse(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "(one column = 1 tick = 0.1 s)" }, text)
        XCTAssertTrue(lines.contains { $0.trimmingCharacters(in: .whitespaces) == "^" }, text)
    }

    func testAPassingExerciseHasNoTrace() throws {
        let passing = try XCTUnwrap(exercises(try grade().report).last)
        XCTAssertEqual(passing["status"] as? String, "pass")
        XCTAssertNil(passing["trace"])
        XCTAssertNil(passing["first_difference"])
    }

    func testTheHTMLPageIsWellFormedDrawsTheChainAndEscapesTheLearnersText() throws {
        let graded = try grade()
        for language in Language.allCases {
            let html = ReportFormat.html.render(graded.report, console: .capturing(), language: language)
            let page = XMLOutline.read(html)
            XCTAssertNil(page.failure, html)
            // Expected over actual, and the chain: each an inline SVG, nothing fetched.
            XCTAssertEqual(page.count("svg"), 2, html)
            XCTAssertEqual(html.components(separatedBy: "<script").count - 1, 1, "the clock's own script only: the learner's output is text, not markup")
            XCTAssertFalse(html.contains("src=") || html.contains("<link"), "self-contained")
            XCTAssertTrue(page.text.contains("<script>alert('guests')</script> & more"), "printed as the learner wrote it")
            XCTAssertTrue(page.svgText.contains("scan  GuestCount.swift:6"), page.svgText)
            XCTAssertTrue(page.svgText.contains("startWith  GuestCount.swift:7"), page.svgText)
            XCTAssertTrue(page.text.contains("Ada <Lovelace>"))
            XCTAssertTrue(page.text.contains(graded.failing.divergence?.sentences[language] ?? "no divergence"))
            let exercise = try ScratchCourse.exercise("life-happens-guest-count")
            XCTAssertTrue(page.text.contains(exercise.task[language]))
            XCTAssertTrue(page.text.contains(language == .zh ? "你的操作符链，每个操作符一行" : "Your chain, one row per operator"))
        }
    }
}

/// A page read as XML: its first error, how many of each element, its text.
private final class XMLOutline: NSObject, XMLParserDelegate {
    private(set) var failure: String?
    private(set) var names: [String] = []
    private(set) var text = ""
    /// Text inside `<svg>` elements only.
    private(set) var svgText = ""
    private var svgDepth = 0

    static func read(_ html: String) -> XMLOutline {
        let outline = XMLOutline()
        let parser = XMLParser(data: Data(html.utf8))
        parser.delegate = outline
        if !parser.parse() && outline.failure == nil { outline.failure = "\(parser.parserError.map { "\($0)" } ?? "parse failed")" }
        return outline
    }

    func count(_ name: String) -> Int { names.filter { $0 == name }.count }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        names.append(name)
        if name == "svg" || svgDepth > 0 { svgDepth += 1 }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if svgDepth > 0 { svgDepth -= 1 }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
        if svgDepth > 0 { svgText += string + "\n" }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil { failure = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)" }
    }
}
