import Foundation
import LessonCatalog
import LessonEngine
@testable import rxlesson
import TextKit
import XCTest

/// What `reset` says is wrapped to the terminal, by the Chinese rules in Chinese.
final class ResetMessageTests: XCTestCase {
    func testTheResetLineWraps() throws {
        let dispose = lessonCatalog.filter { $0.id == "dispose" }
        let exercise = try XCTUnwrap(dispose.first?.exercises.first)
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-reset-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let stub = root.appendingPathComponent(exercise.stubFile)
        try FileManager.default.createDirectory(at: stub.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LearnerFilesTests.repository.appendingPathComponent(exercise.stubFile), to: stub)
        for (language, width) in [("zh", 100), ("zh", 60), ("en", 60)] {
            let console = Console.capturing(width: width)
            XCTAssertEqual(runTool(["reset", exercise.id, "--lang", language], catalog: dispose, console: console, root: root), 0, console.errors)
            let lines = console.output.split(separator: "\n").map(String.init)
            XCTAssertGreaterThan(lines.count, 1, console.output)
            XCTAssertTrue(lines.allSatisfy { DisplayWidth.width(of: $0) <= width }, console.output)
            XCTAssertEqual(ChineseTypesetting.findings(inWrappedLines: lines, width: width), [], console.output)
        }
    }
}
