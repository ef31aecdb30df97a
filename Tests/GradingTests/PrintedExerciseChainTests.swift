import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// A print-graded exercise whose learner applies no operator of their own (`marbles-late`:
/// subscribe to the harness's hot sequence at a tick and print) still shows the chain they
/// subscribed to, so the `^` the task talks about is drawn, in the terminal and on the page.
final class PrintedExerciseChainTests: XCTestCase {
    func testTheSequenceTheLearnerSubscribedToIsTheirChain() throws {
        let result = try AttackGrading.grade("marbles-late", """
        import LessonKit
        import RxCore

        func watchFromTheCaret(_ source: Observable<String>, at tick: Int, play: Playground) {
            play.at(tick - 2) {
                _ = source.subscribe { event in
                    play.print("t=\\(play.now) \\(event)")
                }
            }
        }
        """)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertNotNil(result.outputs, "graded by its printed lines")
        let row = try XCTUnwrap(result.chains.joined().first, "the harness's sequence is drawn as the learner's chain")
        XCTAssertEqual(row.subscribed, 4, "subscribed two ticks early")
        XCTAssertTrue(result.trace(.en)?.contains("----^b--c--d--|") == true, result.trace(.en) ?? "no chain")
        let page = HTMLGradingReport.section(result, exercise: nil, language: .zh)
        XCTAssertTrue(page.contains("<svg"), "the page draws the row")
        XCTAssertTrue(page.contains("subscribed at tick 4"), "with its ^ at tick 4")
    }
}
