import Foundation
import XCTest

/// The README's sample outputs are what the commands print today (they drift as lessons and
/// figures change): each `$ rxlesson ...` block, the `run dispose` excerpt and the SVG figure.
/// A `$ rxlesson ...` sample is the installed command's output; run as `swift run` runs it,
/// the command it suggests is spelled `swift run rxlesson`.
final class ReadmeSamplesTests: XCTestCase {
    private let readme = (try? String(contentsOf: ScratchCourse.repository.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""

    /// The lines of the code block that starts with `$ rxlesson COMMAND`, without that line.
    private func sample(_ command: String) throws -> String {
        let start = try XCTUnwrap(readme.range(of: "```\n$ rxlesson \(command)\n"), "no sample of \(command)")
        let end = try XCTUnwrap(readme.range(of: "\n```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    func testTheShownCommandsPrintWhatTheReadmeShows() throws {
        for command in [["marbles", "flatMapLatest"], ["playground"], ["playground", "--at", "10,18"]] {
            let run = try ScratchCourse.rxlesson(command, in: ScratchCourse.repository, environment: ["COLUMNS": "120"], installed: true)
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertEqual(run.stdout.trimmingCharacters(in: .newlines), try sample(command.joined(separator: " ")), command.joined(separator: " "))
        }
    }

    func testTheTryLineIsSpelledAsTheLearnerRunsRxlesson() throws {
        let installed = try sample("marbles flatMapLatest")
        XCTAssertTrue(installed.contains("\n  try it:    rxlesson play flatMapLatest "), installed)
        let built = try ScratchCourse.rxlesson(["marbles", "flatMapLatest"], in: ScratchCourse.repository, environment: ["COLUMNS": "120"])
        XCTAssertEqual(built.stdout.trimmingCharacters(in: .newlines),
                       installed.replacingOccurrences(of: "try it:    rxlesson play", with: "try it:    swift run rxlesson play"))
    }

    func testTheRunDisposeExcerptIsInItsOutput() throws {
        let run = try ScratchCourse.rxlesson(["run", "dispose"], in: ScratchCourse.repository, environment: ["COLUMNS": "92"])
        let start = try XCTUnwrap(readme.range(of: "`swift run rxlesson run dispose` prints (abridged):\n\n```\n"))
        let end = try XCTUnwrap(readme.range(of: "\n…\n```", range: start.upperBound..<readme.endIndex))
        let excerpt = String(readme[start.upperBound..<end.lowerBound])
        XCTAssertTrue(run.stdout.hasPrefix(excerpt), "README:\n\(excerpt)\n\nrun dispose:\n\(run.stdout)")
    }

    func testTheFigureIsWhatMarblesDraws() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-readme-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("combineLatest.svg")
        XCTAssertEqual(try ScratchCourse.rxlesson(["marbles", "combineLatest", "--svg", file.path], in: ScratchCourse.repository).status, 0)
        XCTAssertEqual(try Data(contentsOf: file), try Data(contentsOf: ScratchCourse.repository.appendingPathComponent("docs/combineLatest.svg")),
                       "docs/combineLatest.svg is not what `rxlesson marbles combineLatest --svg` draws today")
    }
}

/// `quiz` on an operator whose result goes on says how far to draw it.
final class QuizPromptTests: XCTestCase {
    private func quiz(_ arguments: [String], typing answer: String, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = try ScratchCourse.binary
        process.arguments = arguments
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data((answer + "\n").utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return text
    }

    func testAResultThatGoesOnIsAskedUpToAColumn() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let english = try quiz(["quiz", "interval", "--lang", "en"], typing: "---0--1--2--3--4--5", in: scratch.root)
        XCTAssertTrue(english.contains("draw, through column 20 (what comes after is not asked)? "), english)
        XCTAssertTrue(english.contains("right"), english)
        let chinese = try quiz(["quiz", "interval", "--lang", "zh"], typing: "---0--1", in: scratch.root)
        XCTAssertTrue(chinese.contains("的弹珠图是？（画到第 20 列为止，之后的不算）"), chinese)
        // A result that ends is asked as before.
        let map = try quiz(["quiz", "map", "--lang", "en"], typing: "-", in: scratch.root)
        XCTAssertFalse(map.contains("through column"), map)
    }
}

/// A crashing exercise shows the runtime's reason and the learner's line itself.
final class CrashLineTests: XCTestCase {
    func testCheckShowsTheLineItCrashedAt() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("marbles-draw")
        var lines = try scratch.solution(of: exercise).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let number = try XCTUnwrap(lines.lastIndex { $0.contains("return") })
        lines.insert("    let few = [1]; _ = few[values.count + 3]", at: number)
        try scratch.write(lines.joined(separator: "\n"), to: exercise)
        let run = try ScratchCourse.rxlesson(["check", exercise.id], in: scratch.root, environment: ["COLUMNS": "200"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("✗ crash"), run.stdout)
        XCTAssertTrue(run.stdout.contains("\(exercise.file):\(number + 1)\n        \(number + 1) |     let few = [1]; _ = few[values.count + 3]\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Fatal error: Index out of range"), run.stdout)
    }
}
