import Foundation
import LessonEngine
import LessonKit
import XCTest

/// The line under a failure is the faulty one, not the function's: each kind of fault names
/// the line that caused it.
final class FaultLineTests: XCTestCase {
    /// ui-tips-search written with flatMap where the solution has flatMapLatest.
    func testAnOperatorSwappedForAnotherIsNamedAtItsOwnLine() throws {
        let result = try grade("ui-tips-search", """
        import RxCore

        func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                           scheduler: SchedulerType) -> Observable<[String]> {
            query
                .throttle(.milliseconds(300), scheduler: scheduler)
                .distinctUntilChanged()
                .flatMap { search($0) }
        }

        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertEqual(result.divergence?.operatorName, "flatMap", result.trace(.en) ?? "")
        XCTAssertEqual(result.line, 8, result.trace(.en) ?? "")
    }

    /// Off by one tick: the throttle window is 0.4 s instead of 0.3 s.
    func testOffByOneTimingNamesTheOperatorWithTheWrongTime() throws {
        let result = try grade("ui-tips-search", """
        import RxCore

        func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                           scheduler: SchedulerType) -> Observable<[String]> {
            query
                .throttle(.milliseconds(400), scheduler: scheduler)
                .distinctUntilChanged()
                .flatMapLatest { search($0) }
        }

        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertEqual(result.divergence?.operatorName, "throttle", result.trace(.en) ?? "")
        XCTAssertEqual(result.line, 6, result.trace(.en) ?? "")
    }

    /// The controller observes itself with retainSelf (the default) and keeps the subscription
    /// in its own bag: a cycle, so "controller deinit" never prints.
    func testARetainCycleIsNeverReleasedAtTheSubscriptionThatKeepsIt() throws {
        let result = try grade("kvo-retain-self", """
        import Lesson_kvo
        import RxCore

        func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
            inbox.rx.observe(String.self, "title")
                .map { $0 ?? "" }
                .subscribe(onNext: show)
                .disposed(by: inbox.disposeBag)
        }

        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).hasPrefix("never released: \"controller deinit\""), result.message(.en))
        XCTAssertTrue(result.message(.en).contains("line 7"), result.message(.en))
        XCTAssertEqual(result.line, 7)
    }

    /// A closure that captures the controller strongly keeps it alive the same way.
    func testAStrongCaptureInAClosureIsFoundToo() throws {
        let result = try grade("kvo-retain-self", """
        import Lesson_kvo
        import RxCore

        func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
            inbox.rx.observe(String.self, "title", retainSelf: false)
                .subscribe(onNext: { _ in show(inbox.title) })
                .disposed(by: inbox.disposeBag)
        }

        """)
        XCTAssertEqual(result.status, .fail, result.message(.zh))
        XCTAssertTrue(result.message(.zh).hasPrefix("对象一直没有被销毁：期望打印“controller deinit”"), result.message(.zh))
        XCTAssertTrue(result.message(.zh).contains("第 6 行"), result.message(.zh))
        XCTAssertEqual(result.line, 6)
    }

    private func grade(_ id: String, _ text: String) throws -> GradeResult {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise(id)
        try scratch.write(text, to: exercise)
        var grader = try ScratchCourse.grader()
        grader.grader.referenceRoot = ScratchCourse.repository
        return grader.grade([exercise], from: .workingCopy(root: scratch.root))[0]
    }
}
