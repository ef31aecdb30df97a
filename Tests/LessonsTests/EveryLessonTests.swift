import Foundation
import LessonCatalog
import LessonEngine
import LessonKit
import Marbles
import XCTest

/// Runs every demo of every lesson: a mismatch never ships.
final class EveryLessonTests: XCTestCase {
    /// The contract's four verdicts, rule by rule, for every demo of every lesson: nothing
    /// printed by the document ⇒ new; identical ⇒ the same text; differs ⇒ a note says why
    /// and the text really differs; mismatch nowhere.
    func testEveryDemoKeepsTheVerdictRules() {
        var seen: [Verdict: Int] = [:]
        for lesson in lessonCatalog {
            let results = LessonRuns.run(lesson).results
            XCTAssertEqual(results.map(\.demo.id), lesson.demos.map(\.id), "\(lesson.id): every demo runs, in order")
            for result in results {
                let demo = result.demo
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
                    XCTAssertFalse(result.actual.isEmpty && result.chains.isEmpty, "\(name): a new demo shows something of its own")
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

    /// One list of lessons: the catalog is Package.swift's `lessons`, in its order, each id
    /// once and as `rxlesson new lesson` accepts it.
    func testTheCatalogIsPackageSwiftsLessonListAndIdsAreUnique() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let listed = try LessonList(root: root).ids
        let ids = lessonCatalog.map(\.id)
        XCTAssertEqual(ids, listed, "the catalog is the list, in teaching order")
        XCTAssertEqual(Set(ids).count, ids.count, "duplicate lesson ids")
        for id in ids { XCTAssertNil(LessonNames.problem(lessonID: id), id) }
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

/// Every diagram a lesson draws reads back, with the document's parser, as exactly what the
/// trace recorded for its row; one scale per lesson; legends fit the terminal.
final class EveryDiagramTests: XCTestCase {
    func testEveryDiagramReadsBackAsTheTracedRow() throws {
        var drawn = 0
        for lesson in lessonCatalog {
            let (results, scale) = LessonRuns.run(lesson)
            XCTAssertNotNil(scale, "\(lesson.id): one scale for the whole lesson")
            for result in results where !result.chains.isEmpty {
                let name = "\(lesson.id)/\(result.demo.id)"
                guard let drawing = result.drawing else {
                    XCTFail("\(name): not drawn: \(result.drawingProblem ?? "")")
                    continue
                }
                XCTAssertEqual(drawing.scale, scale, name)
                XCTAssertEqual(drawing.rows.map(\.traced), Array(result.chains.joined()), "\(name): one row per traced operator, in dataflow order")
                for row in drawing.rows {
                    let read = try drawing.readBack(row.diagram)
                    let recorded = TraceDrawing.diagram(of: row.traced)
                    XCTAssertEqual(read.events.map(Self.shape), recorded.events.map(Self.shape), "\(name) \(row.name): \(row.diagram)")
                    XCTAssertEqual(read.unsubscription, recorded.unsubscription, "\(name) \(row.name): \(row.diagram)")
                    XCTAssertEqual(read.goesOn, recorded.goesOn, "\(name) \(row.name): \(row.diagram)")
                    if let subscribed = recorded.subscription {
                        XCTAssertEqual(read.subscription, subscribed, "\(name) \(row.name): ^ where it was subscribed")
                    }
                    drawn += 1
                }
                let widest = drawing.legend.map { $0.key.count + 3 + $0.value.count * 2 }.max() ?? 0
                for line in drawing.legendLines(width: 60) {
                    XCTAssertLessThanOrEqual(line.count, max(60, widest), "\(name): legend wraps")
                }
            }
        }
        XCTAssertGreaterThan(drawn, 200, "the lessons' chains are drawn")
    }

    /// A probe is a name on the operator row it sits on, not a row of its own, wherever the
    /// operator under it was traced.
    func testProbesNameTheOperatorRowsTheySitOn() {
        let share = lessonCatalog.first { $0.id == "share" }!
        let result = LessonRuns.run(share).results[1]
        let labels = result.drawing?.rows.map(\.name) ?? []
        // myInterval is the lesson's own create (traced), over an interval.
        XCTAssertTrue(labels.contains { $0.hasPrefix("myInterval: create  MyInterval.swift:") }, "\(labels)")
        XCTAssertTrue(labels.contains { $0.hasPrefix("first: share(replay: 1)  ShareReplay.swift:") }, "\(labels)")
        XCTAssertFalse(labels.contains("myInterval"), "no separate probe row: \(labels)")
    }

    /// Time, kind, and the value of a next (an error's description is not drawn).
    static func shape(_ event: MarbleEvent) -> String {
        "\(event.time) \(event.kind.rawValue) \(event.kind == .next ? event.value ?? "" : "")"
    }

    func testRunJSONStatesOneScalePerLesson() {
        for lesson in lessonCatalog {
            let results = LessonRuns.run(lesson).results
            let json = LessonReport.json(lesson: lesson, results: results, language: .en).text
            XCTAssertTrue(json.contains("\"ticks_per_column\":") || json.contains("\"columns_per_tick\":")
                          || results.allSatisfy { $0.chains.isEmpty }, lesson.id)
        }
    }
}
