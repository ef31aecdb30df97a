import CourseKit
@testable import LessonEngine
import LessonHost
import LessonKit
import Marbles
import TextKit
import XCTest

extension Comparison {
    /// The comparison as a report says it.
    func said(_ language: Language) -> (sentence: String?, figure: String?) {
        var result = GradeResult(id: "", lesson: "", status: .fail, file: "")
        result.failure = difference.map { .shownScenario(.differs($0), variant: nil, printedWithPrint: false) }
        result.marbles = drawn
        result.outputs = outputs
        return (difference.map { _ in result.message(language) }, result.figure(language))
    }
}

/// A lesson whose expected diagram does not parse says so in the learner's language.
final class ComparisonTests: XCTestCase {
    func testAMalformedExpectationIsExplainedInTheLearnersLanguage() {
        let expectation = Expectation(marbles: "--(a|")
        XCTAssertEqual(Comparison(expectation, RunRecord()).said(.zh).sentence,
                       "练习的期望弹珠图无法解析：第 3 个字符：分组没有闭合：`(` 没有对应的 `)`")
        XCTAssertEqual(Comparison(expectation, RunRecord()).said(.en).sentence,
                       "the exercise's expected diagram does not parse: unclosed group: '(' has no matching ')' at column 3")
    }
}

/// The grader's expected-over-actual figure is drawn in the course's notation and says how
/// long a column is; when it cannot be drawn without ambiguity it lists the events instead.
final class ComparisonFigureTests: XCTestCase {
    private func observed(_ events: [(Int, MarbleEventKind, String?)]) -> RunRecord {
        var observation = RunRecord()
        observation.named = [TracedRow(operatorName: "result", file: "Harness.swift", line: 1, subscribed: 0, disposed: nil,
                                       events: events.map { MarbleEvent(time: $0.0, kind: $0.1, value: $0.2) }, isProbe: true)]
        return observation
    }

    func testAGroupOfValuesIsWrittenWithCommasAndTheColumnHasAUnit() throws {
        let expected = Expectation(diagram: .of([(2, "1"), (5, "2")], completed: 8))
        let comparison = Comparison(expected, observed([(0, .next, "1"), (0, .next, "2"), (0, .completed, nil)])).said(.en)
        let figure = try XCTUnwrap(comparison.figure)
        XCTAssertTrue(figure.contains("actual    (1,2,|)"), figure)
        XCTAssertTrue(figure.hasSuffix("(one column = 1 tick = 0.1 s)"), figure)
        let zh = try XCTUnwrap(Comparison(expected, observed([(0, .next, "1"), (0, .completed, nil)])).said(.zh).figure)
        XCTAssertTrue(zh.hasSuffix("（每列 1 拍，即 0.1 秒）"), zh)
    }

    /// A completion past the expected end is drawn where it is: not cut off and drawn as going on.
    func testALateCompletionIsDrawnNotCutAsGoingOn() throws {
        let expected = Expectation(diagram: .of([(2, "a"), (5, "b"), (9, "c")], completed: 12))
        let late = try XCTUnwrap(Comparison(expected, observed([(2, .next, "a"), (8, .next, "b"), (18, .next, "c"), (19, .completed, nil)])).said(.en).figure)
        XCTAssertTrue(late.contains("actual    --a-----b---------c|\n"), late)
        // Far past the picture, the row is cut, and it does go on past its edge.
        let far = try XCTUnwrap(Comparison(expected, observed([(2, .next, "a"), (8, .next, "b"), (500, .completed, nil)])).said(.en).figure)
        let row = try XCTUnwrap(far.split(separator: "\n").first { $0.hasPrefix("actual") }, far)
        XCTAssertTrue(row.hasPrefix("actual    --a-----b--") && row.hasSuffix("-->") && !row.contains("|"), far)
    }

    func testValuesOnNeighbouringTicksGetTwoColumnsATick() throws {
        // At one column a tick, 7 and 4 would read as the one value 74.
        let expected = Expectation(diagram: .of([(7, "4")]))
        let figure = try XCTUnwrap(Comparison(expected, observed([(4, .next, "7"), (5, .next, "4")])).said(.en).figure)
        XCTAssertEqual(figure, """
            expected  --------------4-->
            actual    --------7-4------>
                              ^ tick 4: expected nothing, got next(7)
            (2 columns = 1 tick = 0.1 s)
            """)
    }

    func testAValueThatCannotBeDrawnInPlaceGetsAKeyExplainedUnderTheFigure() throws {
        let expected = Expectation(diagram: .of([(0, "a")], completed: 0))
        let figure = try XCTUnwrap(Comparison(expected, observed([(0, .next, "(a|)"), (0, .completed, nil)])).said(.en).figure)
        XCTAssertEqual(figure, """
            expected  (a,|)
            actual    (b,|)
                      ^ tick 0: expected next(a), got next((a|))
                      b=(a|)
            (one column = 1 tick = 0.1 s)
            """)
    }

    /// A stream subscribed at tick 7 is compared from its subscription; the sentence names
    /// both axes, so it never reads as 第 0 拍 beside a chain that says 第 7 拍.
    func testADifferenceAfterALateSubscriptionNamesBothAxes() {
        let sentences = Comparison.afterSubscription(Localized(zh: "第 0 拍：期望 next(1)，实际什么也没有", en: "tick 0: expected next(1), got nothing"), origin: 7)
        XCTAssertEqual(sentences.zh, "订阅后第 0 拍（时钟的第 7 拍）：期望 next(1)，实际什么也没有")
        XCTAssertEqual(sentences.en, "tick 0 after the subscription (tick 7 of the clock): expected next(1), got nothing")
    }
}
