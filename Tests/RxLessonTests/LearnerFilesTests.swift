import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit
import XCTest

/// The course ships each exercise once (its stub); the learner's working copy is made from it
/// in the learner's own checkout, put back by `reset`, and a checkout graded with `--from`
/// that lacks it has not started that exercise.
final class LearnerFilesTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let dispose = lessonCatalog.filter { $0.id == "dispose" }
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-learner-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Lessons/dispose"), to: scratch.appendingPathComponent("Lessons/dispose"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: scratch.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func testTheCourseShipsNoSecondCopyOfAStub() {
        for exercise in lessonCatalog.flatMap(\.exercises) {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.repository.appendingPathComponent(exercise.stubFile).path), exercise.stubFile)
        }
        // What git tracks (a checkout without git, an unpacked archive, has nothing to say).
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "-C", Self.repository.path, "ls-files", "Lessons"]
        let out = Pipe()
        git.standardOutput = out
        git.standardError = FileHandle.nullDevice
        guard (try? git.run()) != nil else { return }
        let tracked = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n")
        git.waitUntilExit()
        guard git.terminationStatus == 0 else { return }
        XCTAssertEqual(tracked.filter { $0.contains("/Exercises/") && $0.hasSuffix(".swift") }, [], "Exercises/ is the learner's, made from Stubs/")
    }

    func testListMakesTheMissingWorkingCopiesAndResetPutsOneBack() throws {
        let exercises = dispose.flatMap(\.exercises)
        XCTAssertNil(contents(exercises[0].file))
        XCTAssertEqual(runTool(["list"], catalog: dispose, console: .capturing(), root: scratch), 0)
        for exercise in exercises {
            XCTAssertEqual(contents(exercise.file), contents(exercise.stubFile), exercise.file)
        }
        try Data("// my try".utf8).write(to: scratch.appendingPathComponent(exercises[1].file))
        XCTAssertEqual(runTool(["hint", exercises[1].id], catalog: dispose, console: .capturing(), root: scratch), 0)
        XCTAssertEqual(contents(exercises[1].file), "// my try", "a working copy is never replaced behind the learner's back")
        XCTAssertEqual(runTool(["hint", exercises[1].id], catalog: dispose, console: .capturing(), root: scratch), 0)
        XCTAssertEqual(ProgressStore(root: scratch).load().hints[exercises[1].id], 2)
        let console = Console.capturing()
        XCTAssertEqual(runTool(["reset", exercises[1].id], catalog: dispose, console: console, root: scratch), 0, console.errors)
        XCTAssertEqual(contents(exercises[1].file), contents(exercises[1].stubFile))
        // The exercise starts over: its hints too, from the first.
        XCTAssertNil(ProgressStore(root: scratch).load().hints[exercises[1].id])
        let hint = Console.capturing()
        XCTAssertEqual(runTool(["hint", exercises[1].id], catalog: dispose, console: hint, root: scratch), 0)
        XCTAssertTrue(hint.output.contains("hint 1/"), hint.output)
        XCTAssertFalse(hint.output.contains("hint 2/"), hint.output)
    }

    /// A command printed for the learner to copy answers in the language they chose: with
    /// `--lang zh` in an English environment it carries `--lang zh`; where the environment is
    /// Chinese already, nothing is added.
    func testPrintedCommandsKeepTheLanguageTheFlagChose() throws {
        let flagged = Console.capturing(width: 200)
        XCTAssertEqual(runTool(["list", "--lang", "zh"], catalog: dispose, environment: ["LANG": "en_US.UTF-8"], console: flagged, root: scratch), 0, flagged.errors)
        XCTAssertTrue(flagged.output.contains("运行 \(Invocation.current) --lang zh watch 开始做它"), flagged.output)
        let hint = Console.capturing(width: 200)
        XCTAssertEqual(runTool(["hint", "--lang", "zh"], catalog: dispose, environment: ["LANG": "en_US.UTF-8"], console: hint, root: scratch), 0, hint.errors)
        XCTAssertTrue(hint.output.contains("\(Invocation.current) --lang zh hint"), hint.output)
        let chinese = Console.capturing(width: 200)
        XCTAssertEqual(runTool(["list", "--lang", "zh"], catalog: dispose, environment: ["LANG": "zh_CN.UTF-8"], console: chinese, root: scratch), 0, chinese.errors)
        XCTAssertTrue(chinese.output.contains("运行 \(Invocation.current) watch 开始做它"), chinese.output)
        XCTAssertFalse(chinese.output.contains("--lang"), chinese.output)
    }

    func testAMissingWorkingCopyInAnotherCheckoutIsNotStarted() throws {
        let exercise = try XCTUnwrap(dispose.first?.exercises.first)
        var grader = try Grader.forThisBuild().get()
        grader.referenceRoot = Self.repository
        let result = CourseGrader(grader: grader).grade([exercise], from: .workingCopy(root: scratch))[0]
        XCTAssertFalse(result.started)
        XCTAssertFalse(result.passed)
        XCTAssertTrue(result.message(.en).contains("is missing"), result.message(.en))
        XCTAssertNil(contents(exercise.file), "nothing is written into a checkout graded from outside")
    }
}
