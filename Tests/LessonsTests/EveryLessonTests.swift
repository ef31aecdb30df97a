import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import XCTest

/// Runs every demo of every lesson: a mismatch never ships.
final class EveryLessonTests: XCTestCase {
    /// The contract's four verdicts, rule by rule, for every demo of every lesson: nothing
    /// printed by the document ⇒ new; identical ⇒ the same text; differs ⇒ a note says why
    /// and the text really differs; mismatch nowhere.
    func testEveryDemoKeepsTheVerdictRules() {
        var seen: [Verdict: Int] = [:]
        for lesson in lessonCatalog {
            for demo in lesson.demos {
                let result = DemoRunner.run(demo)
                let name = "\(lesson.id)/\(demo.id)"
                seen[result.verdict, default: 0] += 1
                XCTAssertNotEqual(result.verdict, .mismatch, "\(name) printed:\n\(result.actual)\n--- document:\n\(demo.documented)")
                let documentedNothing = demo.documented.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                XCTAssertEqual(documentedNothing, result.verdict == .new, "\(name): new exactly when the document printed nothing")
                let same = Self.lines(result.actual) == Self.lines(demo.documented)
                switch result.verdict {
                case .identical:
                    XCTAssertTrue(same, "\(name): identical means the same text")
                case .differs:
                    XCTAssertFalse(same, "\(name): differs means the text differs")
                    let note = demo.note.map { [$0.en, $0.zh] } ?? []
                    XCTAssertEqual(note.count, 2, "\(name): a demo that differs says why")
                    for text in note {
                        XCTAssertFalse(text.trimmingCharacters(in: .whitespaces).isEmpty, "\(name): an empty note")
                    }
                case .new:
                    XCTAssertFalse(result.actual.isEmpty && result.streams.isEmpty, "\(name): a new demo shows something of its own")
                case .mismatch:
                    break
                }
            }
        }
        XCTAssertNil(seen[.mismatch])
    }

    /// Lines with trailing spaces and surrounding blank lines dropped.
    static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var trimmed = String(line)
            while let last = trimmed.last, last == " " || last == "\t" { trimmed.removeLast() }
            return trimmed
        }
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    func testLessonIdsAreTheContractsAndUnique() {
        let contract = ["observables", "dispose", "guarantees", "create", "interval", "share", "operators", "life-happens",
                        "errors", "debug", "variables", "kvo", "ui-tips", "http", "datasources", "rxcocoa", "numbers", "reactivecocoa"]
        let ids = lessonCatalog.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate lesson ids")
        for id in ids { XCTAssertTrue(contract.contains(id), "\(id) is not a contract id") }
        let order = ids.compactMap { contract.firstIndex(of: $0) }
        XCTAssertEqual(order, order.sorted(), "lessons are listed in the contract's order")
    }

    func testEveryLessonFolderIsRegistered() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Lessons").path).filter { !$0.hasPrefix(".") }
        XCTAssertEqual(Set(folders), Set(lessonCatalog.map(\.id)), "every Lessons/<id> folder has its line in LessonCatalog.swift")
    }

    func testDemoIdsAreUniqueWithinALesson() {
        for lesson in lessonCatalog {
            XCTAssertEqual(Set(lesson.demos.map(\.id)).count, lesson.demos.count, lesson.id)
        }
    }
}
