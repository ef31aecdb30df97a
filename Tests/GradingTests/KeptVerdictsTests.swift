import CourseKit
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
            guard case .built(let executable) = grader.compiler.build(exercise, source: source, shownAs: exercise.file) else {
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

    /// Six builds of each exercise for a learner; with `RXLESSON_KEPT_BUILDS`, that many in
    /// all, the least recently used dropped first, whichever exercise they are of.
    func testBuildsKept() throws {
        let saved = ProcessInfo.processInfo.environment["RXLESSON_KEPT_BUILDS"]
        defer { if let saved { setenv("RXLESSON_KEPT_BUILDS", saved, 1) } else { unsetenv("RXLESSON_KEPT_BUILDS") } }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        // Eight builds of `a`, two of `b`, used in turn: a0 the longest ago, b1 last.
        let builds = (0..<8).map { "a/\($0)" } + ["b/0", "b/1"]
        for (order, build) in builds.enumerated() {
            let folder = cache.appendingPathComponent(build)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: Double(order - 100))], ofItemAtPath: folder.path)
        }
        try FileManager.default.createDirectory(at: cache.appendingPathComponent("baseline-x"), withIntermediateDirectories: true)
        try Data().write(to: cache.appendingPathComponent("baseline-x/probe.swift"))
        let left = { (exercise: String) in
            Set((try? FileManager.default.contentsOfDirectory(atPath: cache.appendingPathComponent(exercise).path)) ?? [])
        }

        unsetenv("RXLESSON_KEPT_BUILDS")
        XCTAssertNil(BuildCache.keptInAll)
        BuildCache.pruneExercise(cache.appendingPathComponent("a"))
        XCTAssertEqual(left("a"), ["3", "4", "5", "6", "7"], "room for a sixth")
        XCTAssertEqual(left("b"), ["0", "1"])

        setenv("RXLESSON_KEPT_BUILDS", "5", 1)
        XCTAssertEqual(BuildCache.keptInAll, 5)
        BuildCache.pruneExercise(cache.appendingPathComponent("b"))
        XCTAssertEqual(left("a"), ["6", "7"], "four kept in all, room for a fifth")
        XCTAssertEqual(left("b"), ["0", "1"])
        XCTAssertEqual(left("baseline-x"), ["probe.swift"], "the import baseline's probe is no build")
    }
}
