import XCTest
@testable import Marbles

final class MarbleDiffTests: XCTestCase {
    private func sideBySide(_ expected: String, _ actual: String) -> String? {
        MarbleDiff.sideBySide(expected: parse(expected), actual: parse(actual))
    }

    func testChangedValueMatchesTheContract() {
        XCTAssertEqual(sideBySide("--1--2--3--|", "--1--2--4--|"), """
            expected  --1--2--3--|
            actual    --1--2--4--|
                              ^ tick 8: expected next(3), got next(4)
            """)
    }

    func testShiftedTime() {
        XCTAssertEqual(sideBySide("--1--2--3--|", "--1--2---3--|"), """
            expected  --1--2--3--|
            actual    --1--2---3--|
                              ^ tick 8: expected next(3), got it at tick 9 (1 tick late)
            """)
        XCTAssertEqual(sideBySide("--1--2--3--|", "--1--2-3--|"), """
            expected  --1--2--3--|
            actual    --1--2-3--|
                             ^ tick 7: got next(3) 1 tick early, expected it at tick 8
            """)
    }

    func testMissingCompletion() {
        XCTAssertEqual(sideBySide("--1--2--|", "--1--2----"), """
            expected  --1--2--|
            actual    --1--2
                              ^ tick 8: expected completed, but the sequence never completed
            """)
    }

    func testExtraEvent() {
        XCTAssertEqual(sideBySide("--1--2--|", "--1-9-2--|"), """
            expected  --1--2--|
            actual    --1-9-2--|
                          ^ tick 4: expected nothing, got next(9)
            """)
        XCTAssertEqual(sideBySide("--1-->", "--1--|"), """
            expected  --1-->
            actual    --1--|
                           ^ tick 5: expected nothing, got completed
            """)
    }

    func testErrorInPlaceOfAValue() {
        XCTAssertEqual(sideBySide("--1--2--3--|", "--1--2--#"), """
            expected  --1--2--3--|
            actual    --1--2--#
                              ^ tick 8: expected next(3), got error
            """)
        let recorded = MarbleDiagram(events: [.next(2, "1"), .error(5, "boom")])
        XCTAssertEqual(MarbleDiff.firstDifference(expected: parse("--1--2").events, actual: recorded.events)?.sentence,
                       "tick 5: expected next(2), got error(boom)")
    }

    func testMissingEventAndWrongTerminal() {
        XCTAssertEqual(MarbleDiff.firstDifference(expected: parse("--1--2--|").events, actual: parse("--1-----|").events)?.sentence,
                       "tick 5: expected next(2), got nothing")
        XCTAssertEqual(MarbleDiff.firstDifference(expected: parse("--1--|").events, actual: parse("--1--#").events)?.sentence,
                       "tick 5: expected completed, got error")
        XCTAssertEqual(MarbleDiff.firstDifference(expected: parse("--1--#").events, actual: parse("--1---").events)?.sentence,
                       "tick 5: expected error, but the sequence never failed")
        XCTAssertEqual(MarbleDiff.firstDifference(expected: parse("--1--2").events, actual: parse("--1").events)?.kind, .missing)
    }

    func testTheDisposeTickIsComparedWhereTheExpectationDrawsIt() {
        let expected = MarbleDiagram(events: [.next(3, "0")], unsubscription: 4)
        XCTAssertNil(MarbleDiff.disposalDifference(expected: expected, actual: MarbleDiagram(events: [.next(3, "0")], unsubscription: 4)))
        XCTAssertEqual(MarbleDiff.disposalDifference(expected: expected, actual: MarbleDiagram(events: [.next(3, "0")], unsubscription: 5))?.sentence,
                       "tick 4: expected the subscription disposed (!), it was disposed at tick 5 (1 tick late)")
        XCTAssertEqual(MarbleDiff.disposalDifference(expected: expected, actual: MarbleDiagram(events: [.next(3, "0")]))?.kind, .missing)
        XCTAssertNil(MarbleDiff.disposalDifference(expected: MarbleDiagram(events: [.next(3, "0")]), actual: MarbleDiagram(events: [.next(3, "0")], unsubscription: 5)),
                     "no ! expected, none compared")
    }

    func testEqualSequencesHaveNoDifference() {
        XCTAssertNil(sideBySide("--1--2--|", "--1--2--|-----"))
        XCTAssertNil(MarbleDiff.firstDifference(expected: [.error(5)], actual: [.error(5, "boom")]),
                     "an error without a description matches any error")
        XCTAssertNotNil(MarbleDiff.firstDifference(expected: [.error(5, "a")], actual: [.error(5, "b")]))
    }

    func testRecordedTimesAreShownFromTheirOriginWithALegend() {
        let expected = MarbleDiagram(events: [.next(210, "10"), .next(220, "20"), .completed(230)])
        let actual = MarbleDiagram(events: [.next(210, "10"), .next(220, "21"), .completed(230)])
        XCTAssertEqual(MarbleDiff.sideBySide(expected: expected, actual: actual, options: MarbleRenderOptions(origin: 200)), """
            expected  -ab|
            actual    -ac|
                        ^ tick 220: expected next(20), got next(21)
                      a=10 b=20 c=21
            """)
    }

    func testUndrawableSequencesAreListed() {
        let expected = MarbleDiagram(events: [.next(0, "a"), .next(0, "b"), .next(1, "c")])
        let actual = MarbleDiagram(events: [.next(0, "a")])
        XCTAssertEqual(MarbleDiff.sideBySide(expected: expected, actual: actual), """
            expected  next(a) @ 0, next(b) @ 0, next(c) @ 1
            actual    next(a) @ 0
                      tick 0: expected next(b), got nothing
            """)
    }

    // MARK: printed outputs side by side

    func testTwoColumnsMarkDifferingLines() {
        let columns = TextColumns.compare(left: "next(0)\nFirst 5\nEnded\n", right: "next(0)\nFirst 4\n")
        XCTAssertEqual(columns.text, """
              document | actual
              next(0)  | next(0)
            ≠ First 5  | First 4
            ≠ Ended    |
            """)
        XCTAssertEqual(columns.differingLines, [2, 3])
        XCTAssertFalse(columns.isIdentical)
        XCTAssertTrue(TextColumns.compare(left: "a\r\nb", right: "a\nb\n").isIdentical, "line endings do not count")
    }

    func testTwoColumnsAlignChineseByDisplayWidth() {
        let columns = TextColumns.compare(left: "订阅\nnext(0)", right: "订阅\nnext(1)", leftTitle: "文档", rightTitle: "实际")
        XCTAssertEqual(columns.text, """
              文档    | 实际
              订阅    | 订阅
            ≠ next(0) | next(1)
            """)
    }
}
