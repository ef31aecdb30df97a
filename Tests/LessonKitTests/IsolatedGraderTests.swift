import Foundation
import LessonKit
import XCTest

/// The child-process side: a tiny shell script stands in for `rxlesson __grade-one ID`, so
/// these tests need no build of the real binary and take well under a second each.
final class IsolatedGraderTests: XCTestCase {
    private var directory: URL!
    private var script: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-grader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        script = directory.appendingPathComponent("fake-rxlesson")
        let pass = #"{"id":"%s","lesson":"test","status":"pass","message":"","expected":null,"actual":null,"file":"x.swift","line":null,"figure":null}"#
        try """
        #!/bin/sh
        # $1 = __grade-one, $2 = exercise id
        case "$2" in
          good) printf '%s \(pass)\\n' "$RXLESSON_RESULT_TOKEN" "$2" ;;
          crash) echo "Fatal error: boom" >&2; kill -ILL $$ ;;
          overflow) kill -SEGV $$ ;;
          hang) exec sleep 30 ;;
          flood) exec yes ;;
          forge) printf '\(pass)\\n' "$2" ;;
          quit) exit 3 ;;
        esac
        """.write(to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func exercise(_ id: String) -> Exercise {
        Exercise(id: id, title: Localized(zh: id, en: id), task: Localized(zh: "", en: ""), hints: [],
                 file: "Tests/LessonKitTests/IsolatedGraderTests.swift", expected: Expectation(marbles: "|")) { _, _ in }
    }

    private func grade(_ id: String) -> GradeResult {
        IsolatedGrader(executable: script, timeout: 1, outputCap: 64 * 1024, root: directory)
            .grade(exercise(id), lesson: "test", solution: false)
    }

    func testEachMisbehaviourFailsOnlyItsExercise() {
        let lesson = Lesson(id: "test", title: Localized(zh: "t", en: "t"), source: "", summary: Localized(zh: "", en: ""),
                            demos: [], exercises: ["good", "crash", "overflow", "hang", "flood", "forge", "quit"].map(exercise))
        var check = CheckCommand(catalog: [lesson])
        let script = self.script!, directory = self.directory!
        check.grade = { exercise, lesson, solution, _ in
            IsolatedGrader(executable: script, timeout: 1, outputCap: 64 * 1024, root: directory).grade(exercise, lesson: lesson, solution: solution)
        }
        check.progress = ProgressStore(url: directory.appendingPathComponent("progress.json"))
        let console = Console()
        let started = Date()
        let status = check.run(["test", "--format", "json"], console: console)
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        XCTAssertEqual(status, 1)
        let data = Data(console.standardOutput.utf8)
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        let rows = object?["exercises"] as? [[String: Any]] ?? []
        let statuses = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as! String, $0["status"] as! String) })
        XCTAssertEqual(statuses, ["good": "pass", "crash": "crash", "overflow": "crash", "hang": "timeout",
                                  "flood": "fail", "forge": "crash", "quit": "crash"])
        let messages = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as! String, $0["message"] as! String) })
        XCTAssertTrue(messages["crash"]!.contains("Fatal error: boom"), messages["crash"]!)
        XCTAssertTrue(messages["overflow"]!.contains("stack overflow"), messages["overflow"]!)
        XCTAssertTrue(messages["hang"]!.contains("did not finish within 1 s"), messages["hang"]!)
        XCTAssertTrue(messages["flood"]!.contains("KiB of output"), messages["flood"]!)
        XCTAssertEqual(ProgressStore(url: directory.appendingPathComponent("progress.json")).passed(), ["good"])
    }
}
