import Foundation
import LessonEngine
import TextKit
import XCTest

/// `rxlesson quiz`: an answer compared with the computed diagram; wrong ones come back first.
final class QuizCommandTests: XCTestCase {
    func testARightAndAWrongAnswerAndTheNextCard() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-quiz-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }

        let right = Console.capturing()
        XCTAssertEqual(runTool(["quiz", "map", "--answer", "--10-20-30-|"], console: right, root: root), 0, right.errors)
        XCTAssertTrue(right.output.contains("source  --1--2--3--|"), right.output)
        XCTAssertTrue(right.output.contains("✓"), right.output)

        let wrong = Console.capturing()
        XCTAssertEqual(runTool(["quiz", "take", "--answer", "--a--b--|"], console: wrong, root: root), 1)
        XCTAssertTrue(wrong.output.contains("^ tick 5: expected completed, got it at tick 8 (3 ticks late)"), wrong.output)

        // One other card, then the wrong answer comes back; the right one waits longer.
        var deck = QuizDeck(root: root)
        let names = Gallery.examples.map(\.name)
        let fresh = try XCTUnwrap(deck.next(among: names))
        XCTAssertFalse(["map", "take"].contains(fresh))
        deck.answer(fresh, right: true)
        XCTAssertEqual(deck.next(among: names), "take")

        let unreadable = Console.capturing()
        XCTAssertEqual(runTool(["quiz", "map", "--answer", "--(1"], console: unreadable, root: root), 2)
        XCTAssertEqual(runTool(["quiz", "mpa", "--answer", "-|"], console: Console.capturing(), root: root), 2)
    }
}
