import Foundation
import LessonEngine
import LessonKit
import XCTest

/// Each exercise is compiled and run on its own: what breaks one exercise fails that one.
final class IsolationTests: XCTestCase {
    func testATypeErrorFailsThatExerciseAloneAtItsLine() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let broken = try ScratchCourse.exercise("dispose-take-until")
        let text = try scratch.solution(of: broken)
        try scratch.write(text + "\nlet x: Int = \"oops\"\n", to: broken)
        let brokenLine = text.split(separator: "\n", omittingEmptySubsequences: false).count + 1

        let results = try ScratchCourse.grader().grade(ScratchCourse.course.exercises, from: .workingCopy(root: scratch.root))
        XCTAssertEqual(results.count, ScratchCourse.course.exercises.count)
        for result in results where result.id != broken.id {
            XCTAssertEqual(result.status, .pass, "\(result.id) was graded: \(result.message(.en))")
        }
        let failed = try XCTUnwrap(results.first { $0.id == broken.id })
        XCTAssertEqual(failed.status, .compileError)
        XCTAssertEqual(failed.line, brokenLine)
        XCTAssertEqual(failed.file, broken.file)
        XCTAssertTrue(failed.diagnostics.first?.message.contains("cannot convert value of type 'String'") == true, "\(failed.diagnostics)")
    }

    func testNothingFromTheSolutionsIsInTheUnit() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        // A learner who reaches for the reference answer finds nothing to call.
        try scratch.write("""
        import RxCore
        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            Solution.endOnSignal(ticks, stop: stop)
        }
        """, to: exercise)
        let result = try ScratchCourse.grader().grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .compileError, result.message(.en))
        XCTAssertEqual(result.line, 3)
    }

    func testAChangedSignatureIsExplained() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        try scratch.write("import RxCore\nfunc endOnSignal(_ ticks: Observable<Int>) -> Observable<Int> { ticks }\n", to: exercise)
        let result = try ScratchCourse.grader().grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .compileError)
        XCTAssertTrue(result.message(.en).contains("endOnSignal"), result.message(.en))
    }

    func testMissingAndNonUTF8FilesAreCompileErrors() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let missing = try ScratchCourse.exercise("dispose-interval")
        let binary = try ScratchCourse.exercise("dispose-take-until")
        try FileManager.default.removeItem(at: scratch.root.appendingPathComponent(missing.file))
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: scratch.root.appendingPathComponent(binary.file))
        let results = try ScratchCourse.grader().grade([missing, binary], from: .workingCopy(root: scratch.root))
        XCTAssertEqual(results.map(\.status), [.compileError, .compileError])
        XCTAssertTrue(results[0].message(.en).contains("rxlesson reset dispose-interval"), results[0].message(.en))
        XCTAssertTrue(results[1].message(.en).contains("UTF-8"), results[1].message(.en))
    }

    func testACrashNamesTheLearnersLineAndKeepsWhatWasRecorded() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-interval")
        try scratch.write("""
        import LessonKit
        import RxCore

        func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
            play.at(7) {
                let values: [Int] = []
                print("about to crash")
                _ = values[3]
            }
        }
        """, to: exercise)
        let result = try ScratchCourse.grader().grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .crash, result.message(.en))
        XCTAssertEqual(result.line, 8, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("Index out of range"), result.message(.en))
        XCTAssertTrue(result.output(.en)?.contains("about to crash") == true, result.output(.en) ?? "")
        // next(0) at tick 3 and next(1) at tick 6 were recorded before the crash at tick 7.
        XCTAssertEqual(result.actual?.hasPrefix("---0--1"), true, result.actual ?? "")
    }

    func testAnEndlessLoopTimesOutAndAFloodOfOutputIsStopped() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let loop = try ScratchCourse.exercise("dispose-interval")
        let flood = try ScratchCourse.exercise("dispose-take-until")
        try scratch.write("import LessonKit\nimport RxCore\nfunc stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {\n    while true {}\n}\n", to: loop)
        try scratch.write("import RxCore\nfunc endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {\n    for _ in 0..<2_000_000 { print(\"spam spam spam spam\") }\n    return ticks.take(until: stop)\n}\n", to: flood)
        var grader = try ScratchCourse.grader()
        grader.grader.timeout = 3
        let results = grader.grade([loop, flood], from: .workingCopy(root: scratch.root))
        XCTAssertEqual(results[0].status, .timeout, results[0].message(.en))
        // Its backtrace, asked for before it was killed, names the line it spins on.
        XCTAssertEqual(results[0].line, 4, results[0].message(.en))
        XCTAssertTrue(results[0].message(.en).contains("stopped while running line 4: that line, or a loop around it, never ends"), results[0].message(.en))
        XCTAssertEqual(results[1].status, .fail, results[1].message(.en))
        XCTAssertTrue(results[1].message(.en).contains("KiB"), results[1].message(.en))
    }

    func testAnOpenSubscriptionFailsAtTheLineThatMadeIt() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        XCTAssertTrue(exercise.expected.subscriptionsEnd)
        try scratch.write("""
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            // Right answer, plus a subscription nobody ends.
            _ = stop.subscribe(onNext: { print("stop") })
            return ticks.take(until: stop)
        }
        """, to: exercise)
        let result = try ScratchCourse.grader().grade([exercise], from: .workingCopy(root: scratch.root))[0]
        XCTAssertEqual(result.status, .fail, result.message(.en))
        XCTAssertEqual(result.line, 5, result.message(.en))
        XCTAssertTrue(result.message(.en).contains("line 5"), result.message(.en))
    }
}
