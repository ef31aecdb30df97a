import Foundation
import LessonCatalog
import LessonKit
import XCTest

/// The course grades itself: every reference solution passes, every untouched stub fails,
/// and every exercise is complete (hints, a TODO marker, a unique id, a file that exists).
final class CourseCheckTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var all: [(lesson: String, exercise: Exercise)] {
        lessonCatalog.flatMap { lesson in lesson.exercises.map { (lesson.id, $0) } }
    }

    func testEveryReferenceSolutionPasses() {
        for (lesson, exercise) in all {
            let result = Grader.grade(exercise, lesson: lesson, solution: true, root: root)
            XCTAssertEqual(result.status, .pass, "\(exercise.id): \(result.message)\n\(result.figure ?? "")")
        }
    }

    func testEveryUntouchedStubFails() {
        for (lesson, exercise) in all {
            let result = Grader.grade(exercise, lesson: lesson, solution: false, root: root)
            XCTAssertNotEqual(result.status, .pass, "\(exercise.id): the stub must fail until the learner edits it")
        }
    }

    func testEveryExerciseIsComplete() {
        let ids = all.map(\.exercise.id)
        XCTAssertEqual(Set(ids).count, ids.count, "exercise ids are unique across lessons")
        let lessonIds = Set(lessonCatalog.map(\.id))
        for (lesson, exercise) in all {
            XCTAssertFalse(lessonIds.contains(exercise.id), "\(exercise.id) is also a lesson id")
            XCTAssertGreaterThanOrEqual(exercise.hints.count, 2, "\(exercise.id): at least two hints")
            XCTAssertTrue(exercise.file.hasPrefix("Lessons/\(lesson)/Exercises/"), "\(exercise.id): \(exercise.file)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent(exercise.file).path),
                          "\(exercise.id): \(exercise.file) exists")
            XCTAssertNotNil(TodoLocator.line(of: exercise.file, root: root), "\(exercise.id): a TODO marker in \(exercise.file)")
            XCTAssertTrue(exercise.expected.marbles != nil || exercise.expected.output != nil, "\(exercise.id): an expectation")
        }
    }
}
