import CourseKit
import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
@testable import rxlesson
import TextKit
import XCTest

/// A pass is of the file it graded: edited since, the exercise is not known (`?`) in `list`
/// and watch's list until graded again; put back as it was, it is passed again.
final class ChangedSincePassTests: XCTestCase {
    let dispose = lessonCatalog.filter { $0.id == "dispose" }
    var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-changed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The first exercise's file holding `text`, recorded as passed with that text.
    private func pass(_ exercise: Exercise, with text: String) throws {
        let file = scratch.appendingPathComponent(exercise.file)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        let store = ProgressStore(root: scratch)
        var state = store.load()
        state.record(exercise.id, status: "pass", file: ProgressStore.digest(ofFileAt: file))
        try store.save(state)
    }

    func testAnEditAfterThePassIsNotKnown() throws {
        let exercise = try XCTUnwrap(dispose.first?.exercises.first)
        try pass(exercise, with: "// passing\n")
        let store = ProgressStore(root: scratch)
        XCTAssertTrue(store.load(seeing: [exercise], root: scratch).passed(exercise.id))
        try Data("// broken\n".utf8).write(to: scratch.appendingPathComponent(exercise.file))
        var state = store.load(seeing: [exercise], root: scratch)
        XCTAssertEqual(state.status(of: exercise.id), "changed")
        XCTAssertFalse(state.passed(exercise.id))
        XCTAssertEqual(store.load().status(of: exercise.id), "pass", "the file keeps the grade; changed is only seen")
        // Saved, the state does not keep `changed`; graded again, it is that grade.
        try store.save(state)
        XCTAssertEqual(store.load().status(of: exercise.id), "pass")
        state.record(exercise.id, status: "fail")
        XCTAssertEqual(state.status(of: exercise.id), "fail")
        XCTAssertNil(state.passedFiles[exercise.id])
        // Put back as it passed: passed again.
        try Data("// passing\n".utf8).write(to: scratch.appendingPathComponent(exercise.file))
        XCTAssertEqual(store.load(seeing: [exercise], root: scratch).status(of: exercise.id), "pass")
        // A pass recorded before digests were kept stays a pass.
        var old = store.load()
        old.passedFiles = [:]
        try store.save(old)
        try Data("// edited\n".utf8).write(to: scratch.appendingPathComponent(exercise.file))
        XCTAssertEqual(store.load(seeing: [exercise], root: scratch).status(of: exercise.id), "pass")
    }

    func testListMarksItAndExplainsTheMark() throws {
        let exercise = try XCTUnwrap(dispose.first?.exercises.first)
        try pass(exercise, with: "// passing\n")
        let before = Console.capturing(width: 120)
        runTool(["list"], catalog: dispose, console: before, root: scratch)
        XCTAssertTrue(before.output.contains("✓ \(exercise.id)"), before.output)
        XCTAssertFalse(before.output.contains("? changed"), before.output)
        try Data("// broken\n".utf8).write(to: scratch.appendingPathComponent(exercise.file))
        let after = Console.capturing(width: 120)
        runTool(["list"], catalog: dispose, console: after, root: scratch)
        XCTAssertTrue(after.output.contains("? \(exercise.id)"), after.output)
        XCTAssertTrue(after.output.contains("? changed since it passed: not known until graded again"), after.output)
        XCTAssertTrue(after.output.contains("progress 0/"), after.output)
        let zh = Console.capturing(width: 120)
        runTool(["list", "--lang", "zh"], catalog: dispose, console: zh, root: scratch)
        XCTAssertTrue(zh.output.contains("? 通过后改过：重新批改之前不知道是否通过"), zh.output)
        let json = Console.capturing(width: 120)
        runTool(["list", "--json"], catalog: dispose, console: json, root: scratch)
        XCTAssertTrue(json.output.contains(#""id":"\#(exercise.id)","#), json.output)
        XCTAssertTrue(json.output.contains(#""status":"changed""#), json.output)
        // watch's list: the same mark, and its legend says it.
        let entries = WatchList.entries(Course(lessons: dispose), ProgressStore(root: scratch).load(seeing: dispose[0].exercises, root: scratch), .en)
        XCTAssertEqual(entries.first?.mark, .changed)
        var list = WatchList(entries: entries, current: exercise.id, height: 10)
        let lines = WatchListView(course: Course(lessons: dispose), console: .capturing(width: 120), language: .en).lines(&list, width: 120, rows: 20)
        XCTAssertTrue(lines.contains { $0.contains("? changed since it passed") }, lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains { $0.contains("? ▶ \(exercise.id)") }, lines.joined(separator: "\n"))
    }
}
