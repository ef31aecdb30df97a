import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The ninth round of attacks, by a student who had not read the tests, on the eighth's
/// fixes: each of these passed before, or (the class header) hung the grader.
final class NinthAttackTests: XCTestCase {
    private func grade(_ id: String, _ source: String) throws -> GradeResult { try AttackGrading.grade(id, source) }

    /// The standard library's clock reached through `some Clock` and `.continuous`, without
    /// its type's name: a coin from the real clock's nanoseconds.
    func testAClockWithoutItsNameIsRefused() throws {
        let result = try grade("families-filter-map", """
        import RxCore

        func parity<C: Clock>(of clock: C) -> Bool where C.Duration == Duration {
            let start = clock.now
            return start.duration(to: clock.now).components.attoseconds % 2 == 0
        }
        let heads = parity(of: .continuous)

        func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
            numbers.filter { $0 % 2 == 0 }.map { heads ? $0 * 10 : $0 * 10 + 1 }
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertEqual(result.line, 3)
        XCTAssertTrue(result.message(.en).contains("`Clock`"), result.message(.en))
    }

    /// A task started beside the chain races it: which runs first decided the grade.
    func testATaskOfTheLearnersOwnIsRefused() throws {
        let result = try grade("families-filter-map", """
        import RxCore

        final class Box { var value = 0 }
        let box = Box()

        func evenTimesTen(_ numbers: Observable<Int>) -> Observable<Int> {
            Task.detached { box.value = 1 }
            return numbers.filter { $0 % 2 == 0 }.map { $0 * 10 + box.value }
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertEqual(result.line, 7)
        XCTAssertTrue(result.message(.zh).contains("`Task`"), result.message(.zh))
    }

    /// A text field of the learner's own carried a count worked out in a `subscribe`, as a
    /// subject would have, where the task asks for the result made from its inputs.
    func testAControlOfTheLearnersOwnIsRefusedWhereTheResultMustComeFromTheInputs() throws {
        let result = try grade("life-happens-guest-count", """
        import RxCocoaKit
        import RxCore

        func guestCount(_ beings: Observable<String>) -> Observable<Int> {
            let board = TextField(text: "0")
            var attendees: [String] = []
            _ = beings.subscribe(onNext: { being in
                attendees.append(being)
                board.replaceText(with: "\\(attendees.count)")
            })
            return board.rx.text.map { Int($0 ?? "") ?? -1 }.take(until: beings.takeLast(1))
        }
        """)
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertEqual(result.line, 5)
        XCTAssertTrue(try ScratchCourse.exercise("life-happens-guest-count").rules.makesResultFromInputs)
        XCTAssertFalse(try ScratchCourse.exercise("numbers-control-property").rules.makesResultFromInputs, "a task that asks for a ControlProperty")
    }

    /// "Write interval yourself": the timing done by the runtime's `delaySubscription`
    /// behind a `create` that only forwards. The task allows `create` alone.
    func testWritingIntervalYourselfAllowsOnlyCreate() throws {
        let result = try grade("interval-my-interval", """
        import RxCore

        func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
            Observable.create { observer in
                Observable.range(start: 0, count: 1_000)
                    .concatMap { Observable.just($0).delaySubscription(period, scheduler: scheduler) }
                    .subscribe(observer)
            }
        }
        """)
        guard case .ruledOutOperator = result.failure else { return XCTFail(result.message(.en)) }
    }

    /// A class header is read in one pass over its words: a line of `class : class : …`
    /// once backtracked cubically in a pattern and held the grader for minutes.
    func testAClassHeaderIsReadInOnePass() {
        XCTAssertEqual(SourceRules.observableSubclass(in: "final class Mine: Observable<Int> {"), 7)
        XCTAssertEqual(SourceRules.observableSubclass(in: "class Mine: Other { let x: Observable<Int> }"), nil)
        XCTAssertNil(SourceRules.observableSubclass(in: "let x: Observable<Int> = .never()"))
        let hostile = String(repeating: "class : ", count: 32_768)
        XCTAssertNil(SourceRules.observableSubclass(in: hostile))
        XCTAssertEqual(SourceRules.observableSubclass(in: hostile + "Observable"), hostile.count - 7)
    }
}
