import Foundation
import LessonEngine
import LessonKit
import XCTest

/// An answer that replays the scenario the task shows, instead of computing it, passes that
/// scenario and fails a hidden variant; one that makes the result without the operator the task
/// asks for fails its rule.
final class HardCodedAnswerTests: XCTestCase {
    private func grade(_ id: String, _ source: String, seeds: [UInt64] = Array(1...8)) throws -> GradeResult {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise(id)
        try scratch.write(source, to: exercise)
        var grading = try ScratchCourse.grader()
        grading.grader.variants = .seeds(seeds)
        return grading.grade([exercise], from: .workingCopy(root: scratch.root))[0]
    }

    func testTheShownNumberOfElementsHardCodedFailsAVariant() throws {
        // The shown run lets three numbers through before the signal: take(3) fits it exactly.
        let source = """
        import RxCore
        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            ticks.take(3).concat(Observable.never()).take(until: stop)
        }
        """
        let shownOnly = try grade("dispose-take-until", source, seeds: [])
        XCTAssertEqual(shownOnly.status, .pass, "the forgery does fit the shown scenario: \(shownOnly.message(.en))")
        let result = try grade("dispose-take-until", source)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("hidden variant"), result.message(.en))
        let variant = try XCTUnwrap(result.variant)
        XCTAssertEqual(variant.inputs.map(\.name), ["ticks", "stop"], "a failing variant is shown with its input diagrams")
        XCTAssertTrue(variant.inputs.allSatisfy { !$0.diagram.isEmpty })
    }

    func testTheShownAnswersReplayedOnTheClockFailTheRuleAndTheVariants() throws {
        // The shown results (4 at tick 7, 1 at tick 14) made from nothing, whatever is typed.
        let source = """
        import RxCore
        func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                           scheduler: SchedulerType) -> Observable<[String]> {
            Observable.merge(
                Observable.just(["a", "b", "c", "d"]).delay(.milliseconds(700), scheduler: scheduler),
                Observable.just(["a"]).delay(.milliseconds(1400), scheduler: scheduler),
                Observable.never()
            )
        }
        """
        let result = try grade("ui-tips-search", source)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("the task asks for throttle"), result.message(.en))
    }

    func testAnswersMadeWithTheRulesOperatorsButFixedTimesFailAVariant() throws {
        // The operators the task asks for, but the windows and the answers' times hard-coded
        // to the shown keystrokes.
        let source = """
        import RxCore
        func searchResults(query: Observable<String>, search: @escaping (String) -> Observable<[String]>,
                           scheduler: SchedulerType) -> Observable<[String]> {
            query.throttle(.milliseconds(300), scheduler: scheduler).distinctUntilChanged()
                .flatMapLatest { text in text == "Rx" || text == "RxS" ? search(text) : Observable.never() }
        }
        """
        let result = try grade("ui-tips-search", source)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertNotNil(result.variant, result.message(.en))
    }
}
