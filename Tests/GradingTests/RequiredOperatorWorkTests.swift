import CourseKit
import Foundation
@testable import LessonEngine
import LessonKit
import Marbles
import XCTest

/// An operator the task asks for has to do its work in one scenario at least: being in the
/// chain is not enough (`take(until: never())` beside an ending written by hand).
final class RequiredOperatorWorkTests: XCTestCase {
    private let rules = OperatorRules(require: ["take(until:)"])

    private func row(_ name: String, module: String = "Exercise", line: Int = 3, events: [MarbleEvent], parent: Int? = nil) -> TracedRow {
        TracedRow(operatorName: name, file: "EndOnSignal.swift", module: module, line: line, subscribed: 0, disposed: nil, events: events, parent: parent)
    }

    private func numbers(_ values: [Int], endingAt end: Int) -> [MarbleEvent] {
        values.enumerated().map { MarbleEvent(time: $0.offset * 3 + 3, kind: .next, value: "\($0.element)") } + [MarbleEvent(time: end, kind: .completed)]
    }

    /// `source` → the operator, a signal beside it; the operator emits `output`.
    private func chain(source: [MarbleEvent], output: [MarbleEvent], operator name: String = "take(until:)") -> [TracedRow] {
        [row("cold", module: "Lesson_dispose", events: source, parent: 2), row("never", events: [], parent: 2), row(name, line: 7, events: output)]
    }

    func testAnOperatorThatPassedItsSourceOnInEveryScenarioIsIdle() {
        let scenarios = [[chain(source: numbers([0, 1, 2], endingAt: 12), output: numbers([0, 1, 2], endingAt: 12))],
                         [chain(source: numbers([0, 1], endingAt: 9), output: numbers([0, 1], endingAt: 9))]]
        let idle = OperatorRuleCheck.idle(rules, in: scenarios)
        XCTAssertEqual(idle?.name, "take(until:)")
        XCTAssertEqual(idle?.line, 7)
    }

    func testOneScenarioWhereItChangedSomethingIsEnough() {
        let scenarios = [[chain(source: numbers([0, 1, 2], endingAt: 12), output: numbers([0, 1, 2], endingAt: 12))],
                         [chain(source: numbers([0, 1, 2], endingAt: 12), output: numbers([0], endingAt: 5))]]
        XCTAssertNil(OperatorRuleCheck.idle(rules, in: scenarios))
    }

    /// Sharing one subscription or moving work to a scheduler leaves the events as they were:
    /// for those, being there is the work.
    func testOperatorsWhoseWorkIsOffTheClockAreNotJudgedByEvents() {
        let same = numbers([4, 5], endingAt: 9)
        XCTAssertNil(OperatorRuleCheck.idle(OperatorRules(require: ["share"]), in: [[chain(source: same, output: same, operator: "share")]]))
    }

    /// The course's own rows (a harness's map over its input) are not the learner's operator.
    func testOnlyTheLearnersRowsOfTheOperatorAreJudged() {
        let same = numbers([4, 5], endingAt: 9)
        var rows = chain(source: same, output: same, operator: "map")
        rows[2].module = "Lesson_dispose"
        XCTAssertNil(OperatorRuleCheck.idle(OperatorRules(require: ["map"]), in: [[rows]]))
    }

    /// End to end, the course's known mistake: it passed every grading before, and the
    /// operator rules saw take(until:).
    func testTakeUntilNeverBesideAHandWrittenEndingFails() throws {
        let mistake = ScratchCourse.repository.appendingPathComponent("Lessons/dispose/Solutions/Mistakes/EndOnSignal.take-until-never.swift")
        let result = try AttackGrading.grade("dispose-take-until", String(contentsOf: mistake, encoding: .utf8))
        XCTAssertEqual(result.status, .fail)
        XCTAssertEqual(result.failure, .idleOperator("take(until:)", line: 7))
        XCTAssertEqual(result.line, 7)
    }
}
