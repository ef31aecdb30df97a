import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LessonKit
import RxCore
import XCTest

/// `check` (in-process grading), its report formats, and `hint`.
/// The sample exercises point at this file, so the grader reports this line: TODO (a marker, not a task).
final class CheckCommandTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-check-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var lesson: Lesson {
        func exercise(_ id: String, _ value: Int) -> Exercise {
            Exercise(id: id, title: Localized(zh: "题 \(id)", en: "Task \(id)"), task: Localized(zh: "", en: ""),
                     hints: [Localized(zh: "一", en: "first <nudge>"), Localized(zh: "二", en: "second & last")],
                     file: "Tests/LessonKitTests/CheckCommandTests.swift",
                     expected: Expectation(marbles: "--1--|")) { _, play in
                play.record("result", play.scheduler.createColdObservable([.next(2, value), .completed(5)]))
            }
        }
        return Lesson(id: "sample", title: Localized(zh: "样例", en: "Sample"), source: "", summary: Localized(zh: "", en: ""),
                      demos: [], exercises: [exercise("sample-right", 1), exercise("sample-wrong", 2)])
    }

    private func check(_ arguments: [String]) -> (Int32, String, String) {
        var command = CheckCommand(catalog: [lesson])
        let root = self.root
        command.grade = { exercise, lesson, solution, _ in Grader.grade(exercise, lesson: lesson, solution: solution, root: root) }
        command.progress = ProgressStore(url: directory.appendingPathComponent("progress.json"))
        let console = Console()
        let status = command.run(arguments, console: console)
        return (status, console.standardOutput, console.standardError)
    }

    func testExitCodesAndSelection() {
        XCTAssertEqual(check(["sample-right"]).0, 0)
        XCTAssertEqual(check(["sample"]).0, 1)
        let (status, _, err) = check(["sample-rihgt"])
        XCTAssertEqual(status, 2)
        XCTAssertTrue(err.contains("did you mean sample-right"), err)
        XCTAssertEqual(check(["--format", "yaml"]).0, 2)
        XCTAssertEqual(check(["--timeout", "soon"]).0, 2)
    }

    func testPassesAreRecordedButNotForSolutions() {
        _ = check(["sample", "--solutions"])
        XCTAssertEqual(ProgressStore(url: directory.appendingPathComponent("progress.json")).passed(), [])
        _ = check(["sample"])
        XCTAssertEqual(ProgressStore(url: directory.appendingPathComponent("progress.json")).passed(), ["sample-right"])
        XCTAssertEqual(Progress.load(from: directory.appendingPathComponent("progress.json")).passed, ["sample-right"])
    }

    func testTextReport() {
        let (_, out, _) = check(["sample"])
        XCTAssertTrue(out.contains("✓ pass     sample  sample-right"), out)
        XCTAssertTrue(out.contains("✗ fail     sample  sample-wrong"), out)
        XCTAssertTrue(out.contains("Tests/LessonKitTests/CheckCommandTests.swift:"), out)
        XCTAssertTrue(out.contains("expected  --1--|"), out)
        XCTAssertTrue(out.contains("2 exercises: 1 passed, 1 failed"), out)
    }

    func testJSONReportHasExactlyTheContractKeys() throws {
        let (_, out, _) = check(["sample", "--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        XCTAssertEqual(object["status"] as? String, "fail")
        let rows = try XCTUnwrap(object["exercises"] as? [[String: Any]])
        XCTAssertEqual(Set(rows[1].keys), ["id", "lesson", "status", "message", "expected", "actual", "file", "line"])
        XCTAssertEqual(rows[1]["expected"] as? String, "--1--|")
        XCTAssertEqual(rows[1]["actual"] as? String, "--2--|")
        XCTAssertEqual(rows[1]["message"] as? String, "tick 2: expected next(1), got next(2)")
        XCTAssertNotNil(rows[1]["line"] as? Int)
    }

    func testJUnitIsWellFormedXML() {
        let (_, out, _) = check(["sample", "--format", "junit"])
        let parser = XMLParser(data: Data(out.utf8))
        XCTAssertTrue(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")\n\(out)")
        XCTAssertTrue(out.contains("<testsuite name=\"sample\" tests=\"2\" failures=\"1\" errors=\"0\">"), out)
        XCTAssertTrue(out.contains("<failure type=\"fail\""), out)
    }

    func testGitHubAnnotations() {
        let (_, out, _) = check(["sample", "--format", "github"])
        let first = out.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(first.hasPrefix("::error file=Tests/LessonKitTests/CheckCommandTests.swift,line="), first)
        XCTAssertTrue(first.contains(",title=sample-wrong%3A fail::tick 2: expected next(1), got next(2)%0A"), first)
        XCTAssertFalse(first.contains("\n"))
    }

    func testExercismResults() throws {
        let (_, out, _) = check(["sample", "--format", "exercism"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 3)
        XCTAssertEqual(object["status"] as? String, "fail")
        let tests = try XCTUnwrap(object["tests"] as? [[String: Any]])
        XCTAssertEqual(tests.map { $0["status"] as? String }, ["pass", "fail"])
        XCTAssertEqual(tests.map { $0["name"] as? String }, ["sample-right", "sample-wrong"])
        XCTAssertNotNil(tests[1]["message"] as? String)
        XCTAssertNotNil(tests[0]["test_code"] as? String)
    }

    func testHintsComeOneAtATimeAndAreRemembered() {
        var hint = HintCommand(catalog: [lesson], language: .en)
        hint.progress = ProgressStore(url: directory.appendingPathComponent("progress.json"))
        _ = check(["sample"])
        var outputs: [String] = []
        for _ in 0..<3 {
            let console = Console()
            XCTAssertEqual(hint.run(["sample-wrong"], console: console), 0)
            outputs.append(console.standardOutput)
        }
        XCTAssertTrue(outputs[0].contains("hint 1/2") && outputs[0].contains("first <nudge>"), outputs[0])
        XCTAssertTrue(outputs[1].contains("hint 2/2") && outputs[1].contains("second & last"), outputs[1])
        XCTAssertTrue(outputs[2].contains("hint 2/2"), outputs[2])
        XCTAssertEqual(ProgressStore(url: directory.appendingPathComponent("progress.json")).passed(), ["sample-right"],
                       "hints keep the passes")
        let console = Console()
        XCTAssertEqual(hint.run(["sample-wrng"], console: console), 2)
        XCTAssertTrue(console.standardError.contains("did you mean sample-wrong"), console.standardError)
    }
}
