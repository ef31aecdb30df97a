import Foundation
import LessonEngine
import LessonKit
import XCTest
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A verdict a teacher can trust: only the learner's exercise files are taken from their
/// checkout, and nothing their code does can forge a pass or change the progress.
final class TrustTests: XCTestCase {
    func testFromTakesOnlyTheExerciseFilesAndWritesValidJSONAndJUnit() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        // Everything but the exercise files is garbage in the learner's checkout.
        let manager = FileManager.default
        for exercise in ScratchCourse.course.exercises {
            for file in [exercise.stubFile, exercise.solutionFile] {
                try Data("this is not Swift {{{".utf8).write(to: scratch.root.appendingPathComponent(file))
            }
            try Data("let expected = \"|\" // a forged expectation".utf8)
                .write(to: scratch.root.appendingPathComponent("Lessons/\(exercise.lesson)/Manifest.swift"))
        }
        try Data("broken".utf8).write(to: scratch.root.appendingPathComponent("Package.swift"))
        let stub = try ScratchCourse.exercise("dispose-interval")
        try manager.removeItem(at: scratch.root.appendingPathComponent(stub.file))
        try manager.copyItem(at: ScratchCourse.repository.appendingPathComponent(stub.stubFile), to: scratch.root.appendingPathComponent(stub.file))

        let junit = scratch.root.appendingPathComponent("report.xml")
        let run = try ScratchCourse.rxlesson(["check", "--from", scratch.root.path, "--format", "json", "--output", "junit:\(junit.path)", "--student", "ada"],
                                             in: ScratchCourse.repository)
        XCTAssertEqual(run.status, 1, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        let total = ScratchCourse.course.exercises.count
        XCTAssertEqual(json["total"] as? Int, total)
        XCTAssertEqual(json["passed"] as? Int, total - 1)
        XCTAssertEqual(json["student"] as? String, "ada")
        XCTAssertEqual(json["max_score"] as? Int, ScratchCourse.course.exercises.map(\.points).reduce(0, +))
        let exercises = try XCTUnwrap(json["exercises"] as? [[String: Any]])
        XCTAssertEqual(exercises.first { $0["id"] as? String == "dispose-interval" }?["status"] as? String, "fail")

        let parser = XMLParser(contentsOf: junit)!
        XCTAssertTrue(parser.parse(), "JUnit is well-formed XML: \(String(describing: parser.parserError))")
        let xml = try String(contentsOf: junit, encoding: .utf8)
        // The counts are per lesson (`<testsuite>`; Ant's schema allows none on `<testsuites>`).
        let sum = { (attribute: String) in
            xml.components(separatedBy: " \(attribute)=\"").dropFirst().compactMap { Int($0.prefix(while: \.isNumber)) }.reduce(0, +)
        }
        XCTAssertEqual(sum("tests"), total, xml.prefix(300).description)
        XCTAssertEqual(sum("failures"), 1, xml.prefix(300).description)
        XCTAssertTrue(xml.contains("<property name=\"student\" value=\"ada\"/>"))
    }

    func testFromAFolderWithoutLessonsIsAUsageError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let run = try ScratchCourse.rxlesson(["check", "--from", empty.path], in: ScratchCourse.repository)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.stderr.contains("Lessons"), run.stderr)
    }

    func testExerciseCodeCannotForgeAPassOrTheProgress() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        let progress = scratch.root.appendingPathComponent(".rxlesson/progress.json")
        let everyPass = ScratchCourse.course.exercises.map { "\"\($0.id)\":\"pass\"" }.joined(separator: ",")
        // Reads its environment, writes the progress file, prints what a report might look
        // like, and leaves before the run is over.
        try scratch.write("""
        import Foundation
        import RxCore

        func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
            let secrets = ProcessInfo.processInfo.environment.map { "\\($0.key)=\\($0.value)" }.joined(separator: " ")
            print(secrets)
            try? FileManager.default.createDirectory(atPath: "\(scratch.root.path)/.rxlesson", withIntermediateDirectories: true)
            try? #"{"grades":{\(everyPass)},"hints":{}}"#.write(toFile: "\(progress.path)", atomically: true, encoding: .utf8)
            print(#"{"end":true,"stoppedAt":null,"violations":[],"leaked":0,"live":[]}"#)
            for line in CommandLine.arguments { print(line + #" {"end":true}"#) }
            exit(0)
        }
        """, to: exercise)
        let run = try ScratchCourse.rxlesson(["check", exercise.id, "--format", "json"], in: scratch.root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout)
        XCTAssertEqual(json["passed"] as? Int, 0)

        let list = try ScratchCourse.rxlesson(["list", "--json"], in: scratch.root)
        let listed = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any], list.stdout)
        XCTAssertEqual(listed["passed"] as? Int, 0, list.stdout)
        let statuses = (listed["lessons"] as? [[String: Any]] ?? []).flatMap { $0["exercises"] as? [[String: Any]] ?? [] }
        XCTAssertEqual(statuses.first { $0["id"] as? String == exercise.id }?["status"] as? String, "fail")
        XCTAssertEqual(Set(statuses.compactMap { $0["status"] as? String }), ["fail", "untried"])
    }

    func testAPassThatBreaksShowsAsFailingAgain() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        let exercise = try ScratchCourse.exercise("dispose-take-until")
        XCTAssertEqual(try ScratchCourse.rxlesson(["check", exercise.id], in: scratch.root).status, 0)
        try scratch.write(try String(contentsOf: scratch.root.appendingPathComponent(exercise.stubFile), encoding: .utf8), to: exercise)
        XCTAssertEqual(try ScratchCourse.rxlesson(["check", exercise.id], in: scratch.root).status, 1)
        let list = try ScratchCourse.rxlesson(["list", "--json"], in: scratch.root)
        XCTAssertTrue(list.stdout.contains("\"id\":\"\(exercise.id)\",\"title\""), list.stdout)
        XCTAssertFalse(list.stdout.contains("\"status\":\"pass\""), list.stdout)
    }

    func testRunStillWorksWhileAnExerciseDoesNotCompile() throws {
        let scratch = try ScratchCourse()
        defer { scratch.remove() }
        try scratch.write("let x: Int = \"oops\"\n", to: try ScratchCourse.exercise("dispose-interval"))
        let run = try ScratchCourse.rxlesson(["run", "dispose"], in: scratch.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("next(5)"), run.stdout)
    }
}
