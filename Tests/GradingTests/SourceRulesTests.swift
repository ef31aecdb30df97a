@testable import LessonEngine
import LessonKit
import TextKit
import XCTest

/// The rules for exercise files: where they fire, what they say, and where they do not.
final class SourceRulesTests: XCTestCase {
    private func violations(_ source: String, exercise id: String = "dispose-take-until") throws -> [SourceRules.Violation] {
        SourceRules(exercise: try ScratchCourse.exercise(id)).check(source)
    }

    func testEveryShippedStubAndSolutionFollowsTheRules() throws {
        for exercise in ScratchCourse.course.exercises {
            for file in [exercise.stubFile, exercise.solutionFile] {
                let text = try String(contentsOf: ScratchCourse.repository.appendingPathComponent(file), encoding: .utf8)
                XCTAssertEqual(SourceRules(exercise: exercise).check(text), [], file)
            }
        }
    }

    func testImportsAreTheCoursesTheLessonsAndWhatTheExerciseAllows() throws {
        XCTAssertEqual(try violations("import RxCore\nimport RxTestCore\nimport LessonKit\nimport Lesson_dispose\n@preconcurrency import RxCocoaKit\n"), [])
        // RxTest is RxTestCore plus XCTest's assertions: a graded program never links XCTest.
        XCTAssertEqual(try violations("import RxCore\nimport RxTest\n").map(\.line), [2])
        let found = try violations("import RxCore\nimport Glibc\nimport struct Foundation.URL\n@testable import LessonKit\nimport Lesson_http\n")
        XCTAssertEqual(found.map(\.line), [2, 3, 4, 5])
        XCTAssertTrue(found[0].sentence.en.contains("may not import Glibc"), found[0].sentence.en)
        XCTAssertTrue(found[2].sentence.en.contains("@testable import"), found[2].sentence.en)
        XCTAssertTrue(found[0].sentence.zh.contains("、"), found[0].sentence.zh)
        // The exercise that lists Foundation may import it.
        XCTAssertEqual(try violations("import Foundation\nimport Lesson_http\n", exercise: "http-status"), [])
    }

    func testEscapeHatchesAndHarnessNamesAreRefusedAtTheirColumn() throws {
        let source = """
        import RxCore
        let cast = unsafeBitCast(1, to: Int.self)
        func f() { withUnsafeBytes(of: 1) { _ in }; _ = Unmanaged<AnyObject>.self }
        @_silgen_name("exit") func leave(_ code: Int32)
        let host = Lesson_dispose.Exercises.endOnSignal
        """
        let found = try violations(source)
        XCTAssertEqual(found.map(\.line), [2, 3, 3, 4, 5])
        XCTAssertEqual(found.first?.column, 12)
        XCTAssertTrue(found[3].sentence.en.contains("@_silgen_name"), found[3].sentence.en)
        XCTAssertTrue(found[4].sentence.en.contains("grading harness"), found[4].sentence.en)
    }

    func testRealTimeIsToldToUseTheVirtualClock() throws {
        let found = try violations("import RxCore\nfunc f() {\n    Thread.sleep(forTimeInterval: 1)\n    _ = MainScheduler.instance\n    sleep (2)\n}\n")
        XCTAssertEqual(found.map(\.line), [3, 4, 5])
        for violation in found {
            XCTAssertTrue(violation.sentence.en.contains("virtual clock") && violation.sentence.en.contains("play.scheduler"), violation.sentence.en)
            XCTAssertTrue(violation.sentence.zh.contains("虚拟时钟"), violation.sentence.zh)
        }
    }

    func testCommentsAndStringTextAreNotCodeButInterpolationsAre() throws {
        let source = #"""
        import RxCore
        // DispatchQueue would be real time; /* unsafeBitCast */ too
        /* nested /* Unmanaged */ still a comment: import Foundation */
        let a = "DispatchQueue \"Unmanaged\" import Glibc"
        let b = #"raw \(unsafeBitCast) text"#
        let c = """
            Thread.sleep in a multi-line string
            """
        let d = "\(unsafeBitCast(1, to: Int.self))"
        """#
        let found = try violations(source)
        XCTAssertEqual(found.map(\.line), [9], found.map(\.sentence.en).description)
    }
}
