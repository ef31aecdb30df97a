import Foundation
@testable import LessonEngine
import LessonKit
import TextKit
import XCTest

/// The graded program finds the harness by the exercise's name. A lesson without that
/// harness is its author's mistake, reported at the lesson's Harness.swift; a learner's
/// function that no longer fits the harness is the learner's, reported at their file.
final class HarnessBlameTests: XCTestCase {
    let unit = URL(fileURLWithPath: "/tmp/unit")

    func testAMissingHarnessBlamesTheAuthor() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let said = "/tmp/unit/main.swift:3:24: error: type 'Harness' has no member 'endOnSignal'"
        let found = Diagnostic.parse(.compiler(said), unit: unit, exercise: exercise, shownAs: exercise.file)
        XCTAssertEqual(found.map(\.file), ["Lessons/dispose/Harness.swift"])
        for language in [Language.en, .zh] {
            let message = found[0].message(language)
            XCTAssertTrue(message.contains(language == .en ? "the course's mistake, not your code's" : "这是课程的错误"), message)
            XCTAssertTrue(message.contains("`Harness.endOnSignal`"), message)
        }
    }

    func testAChangedSignatureBlamesTheLearner() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let said = "/tmp/unit/main.swift:3:42: error: cannot convert value of type '(Int) -> Int' to expected argument type '(Observable<Int>, Observable<Void>) -> Observable<Int>'"
        let found = Diagnostic.parse(.compiler(said), unit: unit, exercise: exercise, shownAs: exercise.file)
        XCTAssertEqual(found.map(\.file), [exercise.file])
        XCTAssertTrue(found[0].message(.en).contains("keep that function"), found[0].message(.en))
    }
}
