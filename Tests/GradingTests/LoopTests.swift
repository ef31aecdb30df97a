import Foundation
import LessonEngine
import LessonKit
import XCTest
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#endif

/// The learner's loop end to end: start where you like, read what passing code printed,
/// start an exercise over, and mistakes refused before any work.
final class LoopTests: XCTestCase {
    func testResetPutsTheFileBackAndForgetsItsGrade() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        XCTAssertEqual(try ScratchCourse.rxlesson(["check", exercise.id], in: scratch.root).status, 0)
        XCTAssertEqual(try status(of: exercise.id, in: scratch), "pass")

        let reset = try ScratchCourse.rxlesson(["reset", exercise.id], in: scratch.root)
        XCTAssertEqual(reset.status, 0, reset.stderr)
        XCTAssertTrue(reset.stdout.contains("its grade is cleared"), reset.stdout)
        XCTAssertEqual(try status(of: exercise.id, in: scratch), "untried")
        let text = try String(contentsOf: scratch.root.appendingPathComponent(exercise.file), encoding: .utf8)
        XCTAssertEqual(text, try String(contentsOf: ScratchCourse.repository.appendingPathComponent(exercise.stubFile), encoding: .utf8))
        let list = try ScratchCourse.rxlesson(["list"], in: scratch.root)
        let line = try XCTUnwrap(list.stdout.split(separator: "\n").first { $0.contains(exercise.id) })
        XCTAssertFalse(line.contains("✓"), String(line))
    }

    /// A pass is of the text it graded: edited since, `list` shows `?` until a grade says again.
    func testAPassEditedSinceIsNotKnownUntilGradedAgain() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        func listed() throws -> String {
            let list = try ScratchCourse.rxlesson(["list"], in: scratch.root, environment: ["COLUMNS": "120"])
            return String(try XCTUnwrap(list.stdout.split(separator: "\n").first { $0.contains(exercise.id) }))
        }
        XCTAssertEqual(try ScratchCourse.rxlesson(["check", exercise.id], in: scratch.root).status, 0)
        let passed = try listed()
        XCTAssertTrue(passed.contains("✓ \(exercise.id)"), passed)
        let file = scratch.root.appendingPathComponent(exercise.file)
        let passing = try String(contentsOf: file, encoding: .utf8)
        try (passing + "\n// an edit after the pass\n").write(to: file, atomically: true, encoding: .utf8)
        let edited = try listed()
        XCTAssertTrue(edited.contains("? \(exercise.id)"), edited)
        XCTAssertEqual(try status(of: exercise.id, in: scratch), "changed")
        XCTAssertEqual(try ScratchCourse.rxlesson(["check", exercise.id], in: scratch.root).status, 0)
        let regraded = try listed()
        XCTAssertTrue(regraded.contains("✓ \(exercise.id)"), regraded)
    }

    /// Each of these is refused with exit 2, and nothing is graded, built or written first.
    func testUsageErrorsExit2BeforeAnyWork() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let missing = scratch.root.appendingPathComponent("no-such-folder").path
        let mistakes: [([String], String)] = [
            (["check", "--output", missing + "/x"], "--output \(missing)/x cannot be written: the folder \(missing) does not exist"),
            (["run", "dispose", "--svg", missing + "/x.svg"], "--svg \(missing)/x.svg cannot be written"),
            (["play", "--svg", missing + "/x.svg", "map", "--1--|"], "--svg \(missing)/x.svg cannot be written"),
            (["check", "--output", "junit:" + scratch.root.path], "it is a folder"),
            (["check", "no-such-exercise"], "no-such-exercise"),
            (["check", "--timeout", "0"], "--timeout must be more than 0"),
            (["watch", "no-such-exercise"], "no exercise 'no-such-exercise'"),
            (["watch", "dispose-interval", "dispose-take-until"], "error:"),
            // Its input is not a terminal: it would wait for keys and saves for ever.
            (["watch"], "watch needs a terminal"),
            (["watch", "dispose-interval"], "rxlesson check dispose-interval"),
            (["reset"], "error:"),
            (["reset", "no-such-exercise"], "no exercise 'no-such-exercise'"),
            (["hint", "no-such-exercise"], "no exercise 'no-such-exercise'"),
            (["play", "map", "--1--|", "--2--|"], "'--2--|' is one too many"),
            (["playground", missing + "/Main.swift"], "there is no file \(missing)/Main.swift"),
            (["check", "--output", "jnuit:" + scratch.root.path + "/x"], "no report format 'jnuit'; did you mean 'junit'?"),
        ]
        for (arguments, said) in mistakes {
            let run = try ScratchCourse.rxlesson(arguments, in: scratch.root)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.stdout) \(run.stderr)")
            XCTAssertTrue(run.stderr.contains(said), "\(arguments): \(run.stderr)")
            XCTAssertEqual(run.stdout, "", "\(arguments)")
        }
        let written = try FileManager.default.contentsOfDirectory(atPath: scratch.root.path)
        XCTAssertFalse(written.contains(".rxlesson"), "no progress was written: \(written)")
        XCTAssertFalse(written.contains(".sourcekit-lsp"), "no grader was set up: \(written)")
    }

    /// `watch ID` starts at a passed exercise; `--verbose` shows what it printed; the next one
    /// fails, and after every key the prompt comes again; `o` shows what the current (failing)
    /// exercise printed, not the pass before it.
    func testWatchStartsAtTheExerciseNamedAndPromptsAfterEveryKey() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let named = try ScratchCourse.exercise("debug-my-debug")
        let failing = try ScratchCourse.exercise("dispose-interval")
        let others = ScratchCourse.course.exercises.filter { $0.id != named.id && $0.id != failing.id }.map { "\"\($0.id)\":\"pass\"" }
        try FileManager.default.createDirectory(at: scratch.root.appendingPathComponent(".rxlesson"), withIntermediateDirectories: true)
        try Data("{\"grades\":{\(others.joined(separator: ",")),\"\(named.id)\":\"pass\"},\"hints\":{}}".utf8)
            .write(to: scratch.root.appendingPathComponent(".rxlesson/progress.json"))
        try scratch.write(try String(contentsOf: scratch.root.appendingPathComponent(failing.stubFile), encoding: .utf8), to: failing)

        let terminal = try PseudoTerminal()
        let process = Process()
        process.executableURL = try ScratchCourse.binary
        process.arguments = ["watch", named.id, "--verbose", "--no-color"]
        process.currentDirectoryURL = scratch.root
        var environment = ProcessInfo.processInfo.environment
        environment["LANG"] = "en_US.UTF-8"
        process.environment = environment
        process.standardInput = terminal.child
        process.standardOutput = terminal.child
        process.standardError = terminal.child
        try process.run()
        defer { if process.isRunning { process.terminate() } }

        let prompt = "save the file to grade again"
        XCTAssertTrue(terminal.read(until: "▶ \(failing.id)", timeout: 120), terminal.text)
        let passed = try XCTUnwrap(terminal.text.range(of: "▶ \(named.id)")).upperBound
        let pass = terminal.text[passed...]
        XCTAssertTrue(pass.contains("your code printed (the shown scenario):"), terminal.text)
        XCTAssertTrue(pass.contains("│ event probe next(1)"), terminal.text)
        XCTAssertTrue(terminal.read(until: prompt, timeout: 120), terminal.text)
        // `l` opens the list on a terminal; `q` there goes back to watch.
        for (key, marker, back, prompts) in [("h", "hint 1/", nil, 2), ("l", "dispose-take-until", "q", 3), ("o", "✗ \(failing.id)", nil, 4)] {
            terminal.send(key)
            XCTAssertTrue(terminal.read(until: marker, after: prompt, count: prompts - 1, timeout: 30), "\(key): \(terminal.text)")
            if let back { terminal.send(back) }
            XCTAssertTrue(terminal.read(until: prompt, count: prompts, timeout: 30), "\(key): \(terminal.text)")
        }
        // Quitting a failing exercise is not an error.
        terminal.send("q")
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, terminal.text)
    }

    private func status(of id: String, in scratch: ScratchCourse) throws -> String? {
        let list = try ScratchCourse.rxlesson(["list", "--json"], in: scratch.root)
        let listed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any], list.stdout)
        let exercises = (listed["lessons"] as? [[String: Any]] ?? []).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
        return exercises.first { $0["id"] as? String == id }?["status"] as? String
    }
}

extension PseudoTerminal {
    /// Types `key` as the learner would.
    func send(_ key: String) {
        let bytes = Array(key.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `marker` appears after the `count`th `anchor`, or `timeout` passes.
    func read(until marker: String, after anchor: String, count: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let start = occurrences(of: anchor).dropFirst(count - 1).first, text[start...].contains(marker) { return true }
            _ = read(until: "\u{0}", timeout: 0.2)
        }
        return false
    }

    /// Reads until `marker` has appeared `count` times, or `timeout` passes.
    func read(until marker: String, count: Int, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while occurrences(of: marker).count < count && Date() < deadline { _ = read(until: "\u{0}", timeout: 0.2) }
        return occurrences(of: marker).count >= count
    }

    private func occurrences(of marker: String) -> [String.Index] {
        var found: [String.Index] = []
        var rest = text.startIndex
        while let range = text.range(of: marker, range: rest..<text.endIndex) {
            found.append(range.upperBound)
            rest = range.upperBound
        }
        return found
    }
}
