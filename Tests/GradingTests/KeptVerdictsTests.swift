import Foundation
@testable import LessonEngine
import LessonKit
import XCTest

/// The course self-check keeps a program's verdicts in its build folder only when they are
/// what the check asks of it, and reads them back only for that very program and scenarios.
final class KeptVerdictsTests: XCTestCase {
    func testAPassIsKeptForItsOwnProgramAndScenariosAndAFailureIsPlayedAgain() throws {
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let grader = try Grader.forThisBuild().get()
        let solution = ScratchCourse.repository.appendingPathComponent(exercise.solutionFile)
        let scenarios: [ScenarioChoice] = [.shown, .variant(number: 1, seed: 7)]
        // Where the verdicts of `source` on these scenarios are kept: beside its program.
        let record = { (source: URL) throws -> URL in
            guard case .built(let executable) = grader.compiler.build(exercise, source: source, shownAs: exercise.file, language: .en) else {
                throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: source.path])
            }
            return executable.deletingLastPathComponent().appendingPathComponent("self-check-\(ExerciseCompiler.hash(["shown", "1 7"])).txt")
        }
        let kept = try record(solution)
        try? FileManager.default.removeItem(at: kept)
        defer { try? FileManager.default.removeItem(at: kept) }

        let played = CourseCheck.keptVerdicts(exercise, source: solution, shownAs: exercise.solutionFile, scenarios: scenarios,
                                              grader: grader, keptWhen: { !$0.contains(false) })
        XCTAssertEqual(played, [true, true])
        XCTAssertEqual(try String(contentsOf: kept, encoding: .utf8), "11")
        // Read back, not played: a record that says otherwise is what comes back.
        try Data("10".utf8).write(to: kept)
        XCTAssertEqual(CourseCheck.keptVerdicts(exercise, source: solution, shownAs: exercise.solutionFile, scenarios: scenarios,
                                                grader: grader, keptWhen: { _ in true }), [true, false])
        // Other scenarios are played.
        XCTAssertEqual(CourseCheck.keptVerdicts(exercise, source: solution, shownAs: exercise.solutionFile, scenarios: [.shown],
                                                grader: grader, keptWhen: { _ in false }), [true])

        // A verdict the check does not want is played every time, never kept.
        let mistake = try XCTUnwrap(Mistake.all(of: exercise, root: ScratchCourse.repository).first)
        let mistakeRecord = try record(mistake.url)
        try? FileManager.default.removeItem(at: mistakeRecord)
        let verdicts = CourseCheck.keptVerdicts(exercise, source: mistake.url, shownAs: mistake.shownAs, scenarios: scenarios,
                                                grader: grader, keptWhen: { !$0.contains(false) })
        XCTAssertEqual(verdicts?.contains(false), true)
        XCTAssertFalse(FileManager.default.fileExists(atPath: mistakeRecord.path))
    }

    /// Six builds of an exercise for a learner, however many the environment asks for here.
    func testBuildsKeptPerExercise() {
        let saved = ProcessInfo.processInfo.environment["RXLESSON_KEPT_BUILDS"]
        defer { if let saved { setenv("RXLESSON_KEPT_BUILDS", saved, 1) } else { unsetenv("RXLESSON_KEPT_BUILDS") } }
        unsetenv("RXLESSON_KEPT_BUILDS")
        XCTAssertEqual(BuildCache.keptPerExercise, 6)
        setenv("RXLESSON_KEPT_BUILDS", "40", 1)
        XCTAssertEqual(BuildCache.keptPerExercise, 40)
        setenv("RXLESSON_KEPT_BUILDS", "many", 1)
        XCTAssertEqual(BuildCache.keptPerExercise, 6)
    }
}
