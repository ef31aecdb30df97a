@testable import LessonEngine
import LessonKit
import Marbles
import XCTest

/// One key table for everything a report draws of one result: the expected and actual rows
/// and the learner's chain under them.
final class ReportKeysTests: XCTestCase {
    func testAKeyMeansOneValueInTheFigureAndTheChainUnderIt() throws {
        let expected = MarbleDiagram(events: [MarbleEvent(time: 2, kind: .next, value: "hello world"), MarbleEvent(time: 4, kind: .completed)])
        let actual = MarbleDiagram(events: [MarbleEvent(time: 2, kind: .next, value: "good bye"), MarbleEvent(time: 4, kind: .completed)])
        var result = GradeResult(id: "x", lesson: "l", status: .fail, file: "X.swift")
        result.marbles = .init(expected: expected, actual: actual,
                               difference: MarbleDiff.firstDifference(expected: expected.events, actual: actual.events))
        result.chains = [[TracedRow(operatorName: "just", file: "X.swift", line: 3, subscribed: 0, disposed: 4,
                                    events: actual.events, names: ["result"])]]
        let figure = try XCTUnwrap(result.figure(.en)), trace = try XCTUnwrap(result.trace(.en))
        XCTAssertTrue(figure.contains("a=\"hello world\" b=\"good bye\""), figure)
        // The chain draws only the actual value: with the key it has in the figure above it.
        XCTAssertTrue(trace.contains("X.swift:3  -b|"), trace)
        XCTAssertTrue(trace.contains("b=\"good bye\""), trace)
        XCTAssertFalse(trace.contains("a=\"good bye\""), trace)
    }
}
