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

    private func sent(_ lines: [RunRecord.Wire], token: String = "T") -> String {
        lines.map { token + " " + $0.text + "\n" }.joined()
    }

    func testARecordReadBackFromTheWireIsTheRecordSent() throws {
        let record = everything()
        XCTAssertEqual(record.stream(named: "result")?.entries, [.next(1, "A"), .next(3, "B"), .completed(5)])
        XCTAssertEqual(record.printed, [Playground.Line(time: 0, text: "hello"), Playground.Line(time: 3, text: "at three")])
        XCTAssertEqual(record.chains?.chains.first?.map(\.operatorName), ["hot", "map"])
        XCTAssertEqual(record.chains?.chains.first?.last?.names, ["result"])
        XCTAssertEqual(record.violations.map(\.kind), [.eventAfterTerminal])
        XCTAssertEqual(record.stoppedAt, 40)
        XCTAssertFalse(record.live.isEmpty)
        XCTAssertTrue(record.finished)

        var reader = RunRecord.Reader(token: "T")
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
        let lines = sent([.scenario(0), .printed(.init(time: 0, text: "before")), everything().ending])
        var reader = RunRecord.Reader(token: "T")
        let rest = reader.read(String(lines.dropLast(9)))
        XCTAssertFalse(rest.isEmpty)
        XCTAssertFalse(reader.malformed)
        XCTAssertEqual(reader.records.first?.output, "before")
        XCTAssertEqual(reader.records.first?.finished, false)
    }

    /// A line without the token, a garbled or unknown one, two kinds in one line, a run out
    /// of order, a line before any run, a trace no run records: each makes the reading malformed.
    func testEveryLineTheHostDoesNotWriteIsRefused() {
        let deep = #"{"chains":{"chains":[[{"operator":"map","file":"A.swift","line":1,"depth":65,"subscribed":0,"events":[]}]]}}"#
        let orphan = #"{"chains":{"chains":[[{"operator":"map","file":"A.swift","line":1,"parent":3,"subscribed":0,"events":[]}]]}}"#
        for bad in ["X {\"scenario\":0}\n",
                    "T {\"scenario\":0}\nT {\"print\":{\"time\":0,\"text\":\"a\"}\n",
                    "T {\"scenario\":0}\nT {\"shout\":1}\n",
                    "T {\"scenario\":0}\nT {\"scenario\":0}\n",
                    "T {\"scenario\":1}\n",
                    "T {\"print\":{\"time\":0,\"text\":\"a\"}}\n",
                    "T {\"scenario\":0}\nT {\"print\":{\"time\":0,\"text\":\"a\"},\"scenario\":1}\n",
                    "T {\"scenario\":0}\nT {\"event\":{\"stream\":\"result\",\"event\":{\"time\":0,\"kind\":\"shout\"}}}\n",
                    "T {\"scenario\":0}\nT \(deep)\n",
                    "T {\"scenario\":0}\nT \(orphan)\n"] {
            var reader = RunRecord.Reader(token: "T")
            reader.read(bad)
            XCTAssertTrue(reader.malformed, bad)
        }
    }
}
