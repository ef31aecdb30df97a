@testable import LessonEngine
import LessonKit
import Marbles
import XCTest

/// Drawing is linear in the events: rows of 10,000 events, most values too wide to draw in
/// place, are drawn and read back as what was traced. (How long that takes is a benchmark's
/// business, `swift run rxbench`; a timed test flakes on a shared machine.)
final class LargeDrawingTests: XCTestCase {
    /// One value every 8 ticks, in turn: a number drawn in place, two values that need keys,
    /// and a value in place that reads like a key (`k3`), which no key may then be.
    static func spreadRow() -> TracedRow {
        let events = (0..<10_000).map { index -> MarbleEvent in
            let value: String
            switch index % 4 {
            case 0: value = String(index)
            case 1: value = "value \(index)"
            case 2: value = "\(index)°"
            default: value = "k\(index)"
            }
            return .next(8 + index * 8, value)
        } + [.completed(80_008)]
        return TracedRow(operatorName: "spread", file: "Large.swift", line: 1, subscribed: 0, disposed: nil, events: events)
    }

    /// 100 groups of 100 values, each group at one tick, as a sequence pushed in one go draws.
    static func groupedRow() -> TracedRow {
        let events = (0..<10_000).map { index in
            MarbleEvent.next(1_000 * (index / 100 + 1), index % 2 == 0 ? "g\(index)" : "(\(index))")
        }
        return TracedRow(operatorName: "grouped", file: "Large.swift", line: 2, depth: 0, subscribed: 0, disposed: 200_000, events: events)
    }

    func testTenThousandEventRowsAreDrawnAndReadBackAsTraced() throws {
        let rows = [Self.spreadRow(), Self.groupedRow()]
        let drawing = try TraceDrawing.draw([rows], scale: MarbleScale(), maximumColumns: 1_000_000)
        XCTAssertEqual(drawing.rows.map(\.traced), rows)
        XCTAssertEqual(drawing.legend.count, 10_000, "every value too wide to draw in place has a key")
        XCTAssertEqual(Set(drawing.legend.map(\.key)).count, drawing.legend.count, "one key per value")
        for row in drawing.rows {
            let read = try drawing.readBack(row.diagram)
            let traced = TraceDrawing.diagram(of: row.traced)
            XCTAssertEqual(read.events.count, 10_000 + (row.traced.terminated ? 1 : 0), row.name)
            XCTAssertEqual(read.events, traced.events, row.name)
            XCTAssertEqual(read.unsubscription, traced.unsubscription, row.name)
            XCTAssertEqual(read.goesOn, traced.goesOn, row.name)
        }
    }

    /// At the terminal's width the same rows do not fit: drawing says so rather than
    /// drawing something else.
    func testRowsWiderThanAPageAreRefused() {
        XCTAssertThrowsError(try TraceDrawing.draw([[Self.spreadRow()]], scale: MarbleScale()))
        XCTAssertThrowsError(try TraceDrawing.draw([[Self.groupedRow()]], scale: MarbleScale()))
        XCTAssertNil(TraceDrawing.scale(for: [[[Self.groupedRow()]]]), "no scale draws 100 values a tick on a page")
    }

    /// The bound drawing checks first is never more than what is drawn: a column per event,
    /// two more for a group's parentheses.
    func testTheFewestColumnsAreNoMoreThanTheDrawingTakes() throws {
        let rows = [Self.spreadRow(), Self.groupedRow()]
        let drawing = try TraceDrawing.draw([rows], scale: MarbleScale(), maximumColumns: 1_000_000)
        for (row, drawn) in zip(rows, drawing.rows) {
            XCTAssertLessThanOrEqual(CourseFigure.fewestColumns(TraceDrawing.diagram(of: row)), drawn.diagram.count, row.operatorName)
        }
        XCTAssertEqual(CourseFigure.fewestColumns(TraceDrawing.diagram(of: Self.groupedRow())), 100 * 102)
        XCTAssertEqual(CourseFigure.fewestColumns(TraceDrawing.diagram(of: Self.spreadRow())), 10_001)
    }

    func testTenThousandWideValuesGetDistinctKeysThatReadLikeNoValueDrawnInPlace() {
        let wide = (0..<10_000).map { "value \($0)" }
        let looksLikeKeys = (0..<10_000).map { "k\($0)" }
        var keys = ValueKeys(values: wide + looksLikeKeys, widest: 8)
        XCTAssertEqual(keys.entries.map(\.value), wide, "keys in order of appearance, one per wide value")
        let drawn = wide.map { keys.drawn($0) }
        XCTAssertEqual(drawn, keys.entries.map(\.key))
        XCTAssertEqual(Set(drawn).count, wide.count)
        XCTAssertTrue(Set(drawn).isDisjoint(with: looksLikeKeys), "no key reads like a value drawn in place")
        for (value, key) in zip(wide, drawn) where keys.value(ofKey: key) != value || !keys.isKey(key) {
            XCTFail("\(key) should stand for \(value)")
        }
        for value in looksLikeKeys where keys.drawn(value) != value || keys.isKey(value) {
            XCTFail("\(value) should be drawn as itself")
        }
    }

    func testForgottenKeysAreHandedOutAgain() {
        var keys = ValueKeys(values: ["x y", "p q", "r s"], widest: 3)
        XCTAssertEqual(keys.entries.map(\.key), ["a", "b", "c"])
        keys.forget(["b"], drawingInPlace: [])
        XCTAssertEqual(keys.entries.map(\.key), ["a", "c"])
        XCTAssertFalse(keys.isKey("b"))
        XCTAssertNil(keys.value(ofKey: "b"))
        XCTAssertEqual(keys.drawn("new one"), "b")
        XCTAssertEqual(keys.value(ofKey: "b"), "new one")
        XCTAssertEqual(keys.drawn("x y"), "a", "a kept key stays")
    }
}
