import CourseKit
import XCTest

/// The eleventh attack round: a file name whose module only began like a lesson's
/// (`Lesson_/GuestCount.swift`) passed the parse, which wanted `Lesson_` and a name, while
/// the trace took any module beginning `Lesson_` for the course's: a subject fed by hand
/// made no row of the learner's, and a forbidden operator went unseen.
final class EleventhAttackTests: XCTestCase {
    func testACourseModuleIsAPrefixAndALessonsNameOrNothing() {
        XCTAssertTrue(CourseModules.contains("Lesson_dispose"))
        XCTAssertTrue(CourseModules.contains("Judge_life_happens"))
        XCTAssertTrue(CourseModules.contains("RxCore"))
        for module in ["Lesson_", "Judge_", "Lesson_-", "Lesson_a-b", "Exercise", "RxCoreX"] {
            XCTAssertFalse(CourseModules.contains(module), module)
        }
        XCTAssertTrue(CourseModules.containsFile("Lesson_dispose/Harness.swift"))
        XCTAssertFalse(CourseModules.containsFile("Lesson_/GuestCount.swift"))
        XCTAssertFalse(CourseModules.containsFile("RxCore"), "a module without a file")
    }

    func testAHandMadeSubjectUnderAnAlmostLessonFileIsTheLearners() throws {
        let source = """
        import RxCore
        func guestCount(_ beings: Observable<String>) -> Observable<Int> {
            let make = BehaviorSubject<Int>.init
            let count = make(0, "Lesson_/GuestCount.swift", 1)
            var attendees = 0
            _ = beings.subscribe(onNext: { _ in
                attendees += 1
                count.onNext(attendees)
            }, onError: { count.onError($0) }, onCompleted: { count.onCompleted() })
            return count
        }
        """
        let result = try AttackGrading.grade("life-happens-guest-count", source)
        XCTAssertNotEqual(result.status, .pass, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("rules out BehaviorSubject"), result.message(.en))
    }
}
