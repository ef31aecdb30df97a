import Foundation
@testable import LessonEngine
import LessonKit
import TextKit
import XCTest

/// A grading reads the learner's file once, and what it returns is data in no language.
final class ResultDataTests: XCTestCase {
    /// The file is swapped for the stub after the one read: the rules and the compiler both
    /// have the solution they read, so the swap reaches neither.
    func testTheProgramIsBuiltFromTheTextTheRulesRead() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw")
        let grader = try ScratchCourse.grader().grader
        let grading = GradingCase(exercise: exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
        try scratch.write(try String(contentsOf: scratch.root.appendingPathComponent(exercise.stubFile), encoding: .utf8), to: exercise)
        let finding = grader.rules(for: exercise).lazy.compactMap { $0.judge(grading) }.first
        XCTAssertNil(finding.map { GradingMessages.sentence($0.failure).en })
        // And the file as it is now, the stub, fails.
        XCTAssertEqual(grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file).status, .fail)
    }

    /// `o` in `watch` shows what the last run printed: the lines printed with `play.print` too,
    /// though the figure already compares them (the report's own "printed" leaves them out).
    func testTheWholeRunsPrintingIncludesThePlaygroundsLines() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-print")
        try scratch.write("""
            import LessonKit
            import RxCore

            func printTheEvents(of sequence: Observable<String>, play: Playground) {
                _ = sequence.subscribe { event in
                    play.print("t=\\(play.now + 1) \\(event)")
                }
            }
            """, to: exercise)
        let result = try ScratchCourse.grader().grader.grade(exercise, source: scratch.root.appendingPathComponent(exercise.file), shownAs: exercise.file)
        XCTAssertEqual(result.status, .fail, result.message(.en))
        let actual = try XCTUnwrap(result.outputs?.actual, "the figure compares the printed lines")
        let shown = result.printedLines(console: .capturing(), language: .en, wholeRun: true).joined(separator: "\n")
        XCTAssertFalse(shown.contains("printed nothing"), shown)
        for line in actual.split(separator: "\n") { XCTAssertTrue(shown.contains("│ " + line), shown) }
    }

    /// A failure is graded once, in no language; each report says it in its reader's.
    func testAResultGradedOnceIsSaidInEachLanguage() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("families-flat-map-latest")
        try scratch.write(try String(contentsOf: ScratchCourse.repository.appendingPathComponent(
            "Lessons/operator-families/Solutions/Mistakes/LatestAnswer.concat-map.swift"), encoding: .utf8), to: exercise)
        var grader = try ScratchCourse.grader()
        grader.grader.referenceRoot = ScratchCourse.repository
        let result = grader.grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .fail)
        XCTAssertNotNil(result.divergence)
        // The figure's labels and every sentence in the reader's language, from the one result.
        let en = ReportFormat.text.render(GradingReport(results: [result]), console: .capturing(width: 100), language: .en)
        let zh = ReportFormat.text.render(GradingReport(results: [result]), console: .capturing(width: 100), language: .zh)
        XCTAssertTrue(en.contains(result.message(.en)) && en.contains(wording("comparison.expected").en), en)
        XCTAssertTrue(zh.contains(result.message(.zh)) && zh.contains(wording("comparison.expected").zh), zh)
        let command = "rxlesson hint \(exercise.id)"
        XCTAssertEqual(ChineseGradingMessagesTests.englishSentences(in: zh.replacingOccurrences(of: command, with: "")), [], zh)
        XCTAssertFalse(en.contains(wording("comparison.expected").zh), en)
        // It survives a trip through its own Codable form.
        let decoded = try JSONDecoder().decode(GradeResult.self, from: JSONEncoder().encode(result))
        XCTAssertEqual(decoded, result)
    }
}
