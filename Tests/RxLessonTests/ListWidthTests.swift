import Foundation
import LessonCatalog
import LessonEngine
@testable import rxlesson
import TextKit
import XCTest

/// `list` and `marbles --list` fit an 80-column terminal in both languages: long titles and
/// meanings wrap in their own column.
final class ListWidthTests: XCTestCase {
    func testListAndTheOperatorListFitEightyColumns() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-list-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for arguments in [["list"], ["marbles", "--list"]] {
            for language in ["en", "zh"] {
                let console = Console.capturing(width: 80)
                XCTAssertEqual(runTool(arguments + ["--lang", language], catalog: lessonCatalog, console: console, root: root), 0, console.errors)
                let widest = console.output.split(separator: "\n").map { DisplayWidth.width(of: String($0)) }.max() ?? 0
                XCTAssertLessThanOrEqual(widest, 80, "\(arguments) \(language):\n\(console.output)")
            }
        }
        // Every exercise is still listed, its id at the start of its row.
        let console = Console.capturing(width: 80)
        runTool(["list"], catalog: lessonCatalog, console: console, root: root)
        for exercise in lessonCatalog.flatMap(\.exercises) {
            XCTAssertTrue(console.output.contains("· \(exercise.id) "), exercise.id)
        }
    }
}
