import Foundation
import LessonCatalog
import LessonEngine
import XCTest

/// The course self-check: the shipped stubs compile and fail, the reference solutions pass,
/// each compiled alone the way the grader compiles a learner's file.
final class CourseCheckTests: XCTestCase {
    func testStubsFailAndSolutionsPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        // RXLESSON_CHECK_LESSONS=a,b checks only those lessons (an author's quick loop); CI checks all.
        let only = ProcessInfo.processInfo.environment["RXLESSON_CHECK_LESSONS"].map { Set($0.split(separator: ",").map(String.init)) }
        let course = Course(lessons: lessonCatalog.filter { only?.contains($0.id) ?? true })
        // A class's repository (`rxlesson template`) has no reference solutions: the self-check
        // is the teacher's, in the course's own checkout.
        let solutions = course.exercises.filter { FileManager.default.fileExists(atPath: root.appendingPathComponent($0.solutionFile).path) }
        if solutions.isEmpty { throw XCTSkip("no reference solutions here (a class's repository): the course self-check runs in the teacher's checkout") }
        // Every stub, solution and mistake stays built between runs (an exercise has up to
        // seven; a learner's cache keeps six per exercise, and would rebuild them all each
        // time): 800 builds in all, as the grading tests keep.
        setenv("RXLESSON_KEPT_BUILDS", "800", 1)
        let grader = try Grader.forThisBuild().get()
        let check = CourseCheck(course: course, root: root, grader: CourseGrader(grader: grader))
        let problems = check.problems()
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
        XCTAssertGreaterThanOrEqual(Course(lessons: lessonCatalog).exercises.count, 2)
    }
}
