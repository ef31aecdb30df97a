import Foundation
import LessonCatalog
import LessonKit
import XCTest

/// The variables lesson's exercises, through the real grader: each reference solution
/// passes, each learner stub (as shipped) fails.
final class VariablesExercisesTests: XCTestCase {
    func testSolutionsPassAndStubsFail() throws {
        try gradeLessonExercises("variables", atLeast: 2)
    }
}

/// Grades every exercise of `id` twice: the solution must pass, the stub must not.
func gradeLessonExercises(_ id: String, atLeast count: Int, file: StaticString = #filePath, line: UInt = #line) throws {
    let lesson = try XCTUnwrap(lessonCatalog.first { $0.id == id }, "lesson \(id) is not registered", file: file, line: line)
    XCTAssertGreaterThanOrEqual(lesson.exercises.count, count, file: file, line: line)
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    for exercise in lesson.exercises {
        let solved = Grader.grade(exercise, lesson: id, solution: true, root: root)
        XCTAssertEqual(solved.status, .pass, "\(exercise.id): the solution fails: \(solved.message)\n\(solved.figure ?? "")", file: file, line: line)
        let stub = Grader.grade(exercise, lesson: id, solution: false, root: root)
        XCTAssertNotEqual(stub.status, .pass, "\(exercise.id): the stub already passes", file: file, line: line)
        XCTAssertNotNil(stub.line, "\(exercise.id): the stub has a TODO line", file: file, line: line)
        XCTAssertTrue(exercise.file.hasPrefix("Lessons/\(id)/Exercises/"), exercise.id, file: file, line: line)
        XCTAssertTrue((2...3).contains(exercise.hints.count), "\(exercise.id): 2–3 hints", file: file, line: line)
    }
}
