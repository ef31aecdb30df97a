import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import XCTest

/// Runs every demo of every lesson: a mismatch never ships.
final class EveryLessonTests: XCTestCase {
    func testEveryDemoIsIdenticalOrExplained() {
        for lesson in lessonCatalog {
            for demo in lesson.demos {
                let result = DemoRunner.run(demo)
                XCTAssertNotEqual(result.verdict, .mismatch, "\(lesson.id)/\(demo.id) printed:\n\(result.actual)\n--- document:\n\(demo.documented)")
                if result.verdict == .explained {
                    XCTAssertNotNil(demo.note, "\(lesson.id)/\(demo.id): an explained demo says why")
                }
            }
        }
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
