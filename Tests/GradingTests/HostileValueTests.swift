import CourseKit
import Foundation
@testable import LessonEngine
import LessonHost
import LessonKit
import Marbles
import TextKit
import XCTest

/// The grader survives any value a graded program sends: times near Int.max or Int.min, far
/// negative, rows of absurd length. Each goes through what the grader does with a run: the
/// comparison and its figure, the traced chains drawn, every report format. None crashes; a
/// time that cannot be drawn fails the exercise with a sentence saying so.
final class HostileValueTests: XCTestCase {
    static let absurd = [Int.max, Int.max - 1, Int.max / 2, Int.min, Int.min + 1, -1, -(1 << 40), 1 << 62, 1 << 40, 9_999_999]

    private func observation(_ times: [Int], subscribed: Int, disposed: Int?) -> RunRecord {
        var observed = RunRecord()
        observed.named = [TracedRow(operatorName: "result", file: "Harness.swift", line: 1, subscribed: subscribed, disposed: disposed,
                                    events: times.enumerated().map { .next($0.element, "\($0.offset)") }, isProbe: true)]
        observed.finished = true
        return observed
    }

    private func row(_ times: [Int], subscribed: Int, disposed: Int?) -> TracedRow {
        TracedRow(operatorName: "map", file: "Exercise/EndOnSignal.swift", line: 4, subscribed: subscribed, disposed: disposed,
                  events: times.enumerated().map { MarbleEvent(time: $0.element, kind: .next, value: "\($0.offset)") })
    }

    /// Every report format of `result`, so that what they draw is drawn.
    private func renderEverywhere(_ result: GradeResult, _ exercise: Exercise) {
        let report = GradingReport(results: [result], student: "ada", exercises: [exercise])
        for format in ReportFormat.allCases {
            for language in [Language.en, .zh] { _ = format.render(report, console: .capturing(), language: language) }
        }
    }

    func testAbsurdTicksInTheResultFailWithASentenceAndNeverCrash() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        XCTAssertTrue(exercise.expected.comparesMarbles)
        var cases: [(times: [Int], subscribed: Int, disposed: Int?)] = []
        for time in Self.absurd {
            cases.append(([time], 0, nil))
            cases.append(([1, time], 0, time))
            cases.append(([time, time], time, nil))
            cases.append(([2], time, time))
            cases.append(([0, 1, 2, time, time], Int.min, Int.max))
        }
        for (times, subscribed, disposed) in cases {
            let comparison = Comparison(exercise.expected, observation(times, subscribed: subscribed, disposed: disposed))
            let what = "\(times) subscribed \(subscribed) disposed \(String(describing: disposed))"
            XCTAssertNotNil(comparison.difference, what)
            var result = GradeResult(id: exercise.id, lesson: exercise.lesson, status: .fail, file: exercise.file)
            result.failure = comparison.difference.map { .shownScenario(.differs($0), variant: nil, printedWithPrint: false) }
            result.expected = comparison.expectedText
            result.actual = comparison.actualText
            result.marbles = comparison.drawn
            result.outputs = comparison.outputs
            renderEverywhere(result, exercise)
        }
        // A time beyond what any figure draws says so.
        let far = Comparison(exercise.expected, observation([1, Int.max], subscribed: 0, disposed: nil)).difference.map { GradingMessages.sentence($0).en }
        XCTAssertTrue(far?.contains("cannot be drawn") ?? false, far ?? "")
    }

    func testAbsurdTicksInTheTraceDrawNothingAndNeverCrash() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        for time in Self.absurd {
            for chain in [[row([time], subscribed: 0, disposed: nil)], [row([0, time], subscribed: time, disposed: time)],
                          [row([1], subscribed: 0, disposed: 2), row([time, 3], subscribed: Int.min, disposed: Int.max)]] {
                XCTAssertNil(TraceDrawing.scale(for: [[chain]]), "\(chain)")
                XCTAssertThrowsError(try TraceDrawing.draw([chain], scale: MarbleScale(columnsPerTick: 4), until: time))
                let text = PlaygroundReport.text(of: [chain], language: .en) ?? ""
                XCTAssertTrue(text.isEmpty || text.contains("cannot"), text)
                var result = GradeResult(id: exercise.id, lesson: exercise.lesson, status: .fail, file: exercise.file)
                result.chains = [chain]
                renderEverywhere(result, exercise)
            }
        }
        // The same rows at sensible times still draw.
        XCTAssertNotNil(PlaygroundReport.text(of: [[row([1, 3], subscribed: 0, disposed: nil)]], language: .en))
    }

    func testAbsurdRowsInTheComparisonFigure() throws {
        // A difference and diagrams at the edge of Int, straight into the figure.
        for time in Self.absurd {
            let expected = MarbleDiagram(events: [.next(1, "a")], subscription: nil, unsubscription: nil, goesOn: true)
            let actual = MarbleDiagram(events: [.next(time, "a")], subscription: time, unsubscription: time, goesOn: false)
            guard let difference = MarbleDiff.firstDifference(expected: expected.events, actual: actual.events) else { continue }
            _ = Comparison.figure(expected: expected, actual: actual, difference: difference, language: .en)
            _ = Comparison.draw(actual)
        }
    }
}
