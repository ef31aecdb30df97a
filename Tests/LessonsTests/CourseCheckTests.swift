import Foundation
import LessonCatalog
import LessonEngine
import XCTest

/// The course self-check: the shipped stubs compile and fail, the reference solutions pass,
/// each compiled alone the way the grader compiles a learner's file.
final class CourseCheckTests: XCTestCase {
    func testStubsFailAndSolutionsPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let grader = try Grader.forThisBuild().get()
        let check = CourseCheck(course: Course(lessons: lessonCatalog), root: root, grader: CourseGrader(grader: grader))
        let problems = check.problems()
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(Course(lessons: lessonCatalog).exercises.count, 2)
    }
}
