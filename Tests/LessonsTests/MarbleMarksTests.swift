import Foundation
import LessonCatalog
import LessonKit
import XCTest

/// Every mark a figure of the course can draw is defined in reading-marbles' opening text, in
/// both languages, before any other lesson draws it.
final class MarbleMarksTests: XCTestCase {
    /// What the drawing code emits, each with where it comes from (mark: source).
    static let marks: [String: String] = [
        "-": "a tick passing (MarbleRenderer)",
        "|": "completed",
        "#": "an error, in every figure (CourseFigure.errorMark)",
        "(a,b)": "a group (commasInGroups)",
        "(a|)": "a value and the completion in one group",
        "(^0)": "a subscription and a value in one group (TraceDrawing)",
        "(2,!)": "a value and the dispose in one group",
        "-->": "a row that goes on (OpenEnds)",
        "!": "a dispose (unsubscription)",
        "^": "a subscription after tick 0, and the grader's caret under a difference (MarbleDiff.figure)",
        "↳": "an inner sequence's row (TracedChains)",
        "a=hello": "a legend's key (MarbleLegend)",
        "\"20° 50%\"": "a quoted legend value (MarbleLegend.quoted)",
        "expected": "the grader's rows (Comparison.figure)",
        "column 0 is the subscription": "the grader's axis for a row subscribed late (Comparison.figure)",
    ]

    func testEveryMarkIsDefinedInReadingMarbles() throws {
        let lesson = try XCTUnwrap(lessonCatalog.first { $0.id == "reading-marbles" })
        XCTAssertEqual(lessonCatalog.first?.id, "reading-marbles", "reading-marbles comes first: it defines the marks")
        var missing = Self.marks.keys.filter { !lesson.summary.en.contains($0) }.map { "en: \($0)" }
        missing += Self.marks.keys.filter { $0 != "column 0 is the subscription" && !lesson.summary.zh.contains($0) }.map { "zh: \($0)" }
        for (language, text) in [("en", lesson.summary.en), ("zh", lesson.summary.zh)] {
            missing += try Self.valueTags().filter { !text.contains($0) }.map { "\(language): \($0) (a harness tags values with it)" }
        }
        XCTAssertTrue(lesson.summary.zh.contains("第 0 列是订阅的那一拍"), "zh: the grader's axis for a late row")
        XCTAssertEqual(missing.sorted(), [], "reading-marbles does not define what a figure draws")
    }

    /// The tags a lesson's harness or demo appends to a value it records (`"\($0)@worker"`):
    /// they are drawn, so the reader must know them.
    static func valueTags() throws -> Set<String> {
        let lessons = TeachingOrderTests.root.appendingPathComponent("Lessons")
        var tags = Set<String>()
        for lesson in try FileManager.default.contentsOfDirectory(atPath: lessons.path) {
            let folder = lessons.appendingPathComponent(lesson)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".swift") {
                let source = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                var rest = source[...]
                while let found = rest.range(of: ")@") {
                    let name = rest[found.upperBound...].prefix { $0.isLetter }
                    if !name.isEmpty { tags.insert("@" + name) }
                    rest = rest[found.upperBound...]
                }
            }
        }
        return tags
    }
}
