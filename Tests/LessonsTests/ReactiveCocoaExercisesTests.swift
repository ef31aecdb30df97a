import Foundation
import LessonCatalog
import LessonKit
import XCTest

/// The reactivecocoa lesson's exercises: each reference solution passes the grader (which
/// also fails runaway clocks, grammar breaks and leaks), each untouched stub does not.
final class ReactiveCocoaExercisesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private func check(_ id: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let exercise = lessonCatalog.first(where: { $0.id == "reactivecocoa" })?.exercises.first(where: { $0.id == id }) else {
            return XCTFail("no exercise reactivecocoa/\(id)", file: file, line: line)
        }
        let solved = Grader.grade(exercise, lesson: "reactivecocoa", solution: true, root: root)
        XCTAssertEqual(solved.status, .pass, "\(id) solution: \(solved.message)\n\(solved.figure ?? "")", file: file, line: line)
        let stub = Grader.grade(exercise, lesson: "reactivecocoa", solution: false, root: root)
        XCTAssertNotEqual(stub.status, .pass, "\(id): the untouched stub already passes", file: file, line: line)
        XCTAssertGreaterThanOrEqual(exercise.hints.count, 2, file: file, line: line)
        XCTAssertNotNil(TodoLocator.line(of: exercise.file, root: root), "\(id): a TODO in \(exercise.file)", file: file, line: line)
    }

    func testLoginValidity() { check("rac-login-validity") }
    func testLazySquares() { check("rac-lazy-squares") }
    func testOneRequest() { check("rac-one-request") }
}
