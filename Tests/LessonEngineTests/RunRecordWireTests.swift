import Foundation
import LessonHost
import LessonKit
import Marbles
import RxCore
import XCTest

/// One run's record survives the wire a child sends it on: what the parent reads back is what
/// the run recorded, field for field; and the parent refuses any line the host does not write.
final class RunRecordWireTests: XCTestCase {
    private func text(_ record: RunRecord) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(record), as: UTF8.self)
    }

    /// A run with every part of a record: a named row, printed lines, a traced chain, a
    /// grammar violation, a subscription left open, a clock stopped at its limit.
    private func everything() -> RunRecord {
        var run = VirtualRun(tickLimit: 40)
        run.checksLeaks = true
        return run.run { play in
            play.record("result", play.hot("-a-b-|").map { $0.uppercased() })
            let early = play.record("early", play.hot("-a-b-|"))
            play.at(2) { early.dispose() }
            play.print("hello")
            play.at(3) { play.print("at three") }
            _ = Observable<Int>.create { observer in
                observer.onCompleted()
                observer.onNext(1)
                return Disposables.create()
            }.subscribe()
            _ = Observable<Int>.interval(.milliseconds(100), scheduler: play.scheduler).subscribe(onNext: { _ in })
        }
    }

    private let key = "K"

    /// `texts` as the host writes them: each after its tag.
    private func tagged(_ texts: [String]) -> String {
        texts.enumerated().map { ReportTag.tag(key: key, index: $0.offset, text: $0.element) + " " + $0.element + "\n" }.joined()
    }

    private func sent(_ lines: [RunRecord.Wire]) -> String { tagged(lines.map(\.text)) }

    func testARecordReadBackFromTheWireIsTheRecordSent() throws {
        let record = everything()
        XCTAssertEqual(record.row(named: "result")?.events, [.next(1, "A"), .next(3, "B"), .completed(5)])
        XCTAssertEqual(record.row(named: "early")?.events, [.next(1, "a")])
        XCTAssertEqual(record.row(named: "early")?.disposed, 2)
        XCTAssertEqual(record.printed, [Playground.Line(time: 0, text: "hello"), Playground.Line(time: 3, text: "at three")])
        XCTAssertEqual(record.chains?.chains.first?.map(\.operatorName), ["hot", "map"])
        XCTAssertEqual(record.chains?.chains.first?.last?.names, ["result"])
        XCTAssertEqual(record.violations.map(\.kind), [.eventAfterTerminal])
        XCTAssertEqual(record.stoppedAt, 40)
        XCTAssertFalse(record.live.isEmpty)
        XCTAssertTrue(record.finished)

        var reader = RunRecord.Reader(key: key)
        XCTAssertEqual(reader.read(sent([.scenario(0)] + record.wire)), "")
        XCTAssertFalse(reader.malformed)
        XCTAssertEqual(reader.records.count, 1)
        XCTAssertEqual(try text(reader.records[0]), try text(record))
        // And as one Codable value.
        let decoded = try JSONDecoder().decode(RunRecord.self, from: Data(try text(record).utf8))
        XCTAssertEqual(try text(decoded), try text(record))
    }

    /// A crash cuts the stream: the whole lines before it are kept, the run is not finished.
    func testACutStreamKeepsWhatCameBeforeIt() {
        let lines = sent([.scenario(0), .happened(.printed(.init(time: 0, text: "before"))), everything().ending])
        var reader = RunRecord.Reader(key: key)
        let rest = reader.read(String(lines.dropLast(9)))
        XCTAssertFalse(rest.isEmpty)
        XCTAssertFalse(reader.malformed)
        XCTAssertEqual(reader.records.first?.output, "before")
        XCTAssertEqual(reader.records.first?.finished, false)
    }

    /// A garbled or unknown line, two kinds in one line, a run out of order, a line before any
    /// run, an event of a row never opened, a trace no run records: each makes the reading malformed, tagged as it may be.
    func testEveryLineTheHostDoesNotWriteIsRefused() {
        let deep = #"{"chains":{"chains":[[{"operator":"map","file":"A.swift","line":1,"depth":65,"subscribed":0,"events":[]}]]}}"#
        let orphan = #"{"chains":{"chains":[[{"operator":"map","file":"A.swift","line":1,"parent":3,"subscribed":0,"events":[]}]]}}"#
        let scenario = #"{"scenario":0}"#
        for bad in [[scenario, #"{"print":{"time":0,"text":"a"}"#],
                    [scenario, #"{"shout":1}"#],
                    [scenario, scenario],
                    [#"{"scenario":1}"#],
                    [#"{"print":{"time":0,"text":"a"}}"#],
                    [scenario, #"{"print":{"time":0,"text":"a"},"scenario":1}"#],
                    [scenario, #"{"event":{"row":0,"event":{"time":0,"kind":"shout"}}}"#],
                    [scenario, #"{"event":{"row":0,"event":{"time":0,"kind":"completed"}}}"#],
                    [scenario, #"{"disposed":{"row":0,"time":0}}"#],
                    [scenario, deep],
                    [scenario, orphan]] {
            var reader = RunRecord.Reader(key: key)
            reader.read(tagged(bad))
            XCTAssertTrue(reader.malformed, "\(bad)")
        }
    }

    /// What the playground's witness is told goes out as one line with a key of its own: the
    /// form the grader's reader and a playground's record file read.
    func testEachHappeningIsALineWithItsOwnKey() {
        XCTAssertEqual(RunRecord.Wire.happened(.printed(.init(time: 2, text: "hi"))).text, #"{"print":{"text":"hi","time":2}}"#)
        XCTAssertEqual(RunRecord.Wire.happened(.event(row: 1, .next(3, "a"))).text, #"{"event":{"event":{"kind":"next","time":3,"value":"a"},"row":1}}"#)
        XCTAssertEqual(RunRecord.Wire.happened(.disposed(row: 0, time: 4)).text, #"{"disposed":{"row":0,"time":4}}"#)
        XCTAssertEqual(RunRecord.Wire.scenario(1).text, #"{"scenario":1}"#)
    }

    /// Code that reads the host's lines (where nothing stops it taking the channel) learns
    /// only their tags: a line of its own, a line dropped, moved, changed or tagged with
    /// another key, or the same line sent twice, is refused.
    func testTheHostsLinesCannotBeForgedDroppedOrMoved() {
        let lines = [RunRecord.Wire.scenario(0), .happened(.printed(.init(time: 0, text: "one"))), .happened(.printed(.init(time: 1, text: "two"))), everything().ending]
        let honest = sent(lines).split(separator: "\n").map(String.init)
        var reader = RunRecord.Reader(key: key)
        reader.read(honest.joined(separator: "\n") + "\n")
        XCTAssertFalse(reader.malformed)
        let own = "0123456789abcdef0123456789abcdef " + RunRecord.Wire.happened(.printed(.init(time: 2, text: "mine"))).text
        let otherKey = ReportTag.tag(key: "guess", index: 1, text: lines[1].text) + " " + lines[1].text
        let changed = honest[1].replacingOccurrences(of: "one", with: "uno")
        for forged in [[honest[0], own] + honest[1...], [honest[0]] + honest[2...], [honest[0], honest[2], honest[1], honest[3]],
                       [honest[0], changed] + honest[2...], [honest[0], otherKey] + honest[2...], [honest[0], honest[1]] + honest[1...]] {
            var reader = RunRecord.Reader(key: key)
            reader.read(forged.joined(separator: "\n") + "\n")
            XCTAssertTrue(reader.malformed, forged.joined(separator: "\n"))
        }
    }

    /// HMAC-SHA-256 as RFC 4231 gives it (test case 2).
    func testTheTagIsHMACSHA256() {
        XCTAssertEqual(SHA256.hex(SHA256.hmac(key: Array("Jefe".utf8), Array("what do ya want for nothing?".utf8))),
                       "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
    }
}
