import LessonCatalog
import LessonEngine
import XCTest

/// What a demo's text says of its figure is what the figure shows.
final class TextMatchesDrawingTests: XCTestCase {
    /// The letters demo fails: its text names the error mark the course draws (#) beside the
    /// document's (X).
    func testTheErrorMarkTheTextNamesIsTheOneDrawn() throws {
        let lesson = try XCTUnwrap(lessonCatalog.first { $0.id == "observables" })
        let letters = try XCTUnwrap(DemoRunner.run(lesson: lesson).results.first { $0.demo.documented.contains("terminates with error") })
        let row = try XCTUnwrap(letters.drawing?.lines.first { $0.contains("letters") })
        XCTAssertTrue(row.hasSuffix("#"), row)
        for text in [letters.demo.explanation.en, letters.demo.explanation.zh] {
            XCTAssertTrue(text.contains("#"), text)
            XCTAssertTrue(text.contains("X"), text)
        }
    }
}
