import LessonCatalog
import LessonEngine
import LessonKit
import XCTest

/// Demos whose exact behaviour is the point of the lesson, pinned by what their traced rows
/// recorded (tick, event) rather than by printed text: a regression shows as a changed
/// event, whatever the prose around it says. `!` is a disposal.
final class PinnedEventsTests: XCTestCase {
    static let pinned: [(lesson: String, demo: String, row: String, events: String)] = [
        ("share", "share-replay", "myInterval", "1:0 2:1 3:2 4:3 5:4 6:5 7:6 8:7 9:8 10:9 10:!"),
        ("share", "share-replay", "first", "1:0 2:1 3:2 4:3 5:4 5:!"),
        ("share", "share-replay", "second", "1:0 2:1 3:2 4:3 5:4 6:5 7:6 8:7 9:8 10:9 10:!"),
        ("share", "late-subscriber", "replay 1, late", "7:2 8:3 10:4 10:!"),
        ("share", "late-subscriber", "no replay, late", "8:3 10:4 10:!"),
        ("share", "shared-request", "request", "3:200 OK 3:|"),
        ("share", "shared-request", "request #2", "9:200 OK 9:|"),
        ("share", "shared-request", "label", "3:200 OK 3:|"),
        ("share", "shared-request", "badge", "3:200 OK 3:|"),
        ("share", "shared-request", "later", "9:200 OK 9:|"),
        ("connectable", "publish-connect", "early", "5:0 7:1 9:2 11:3"),
        ("connectable", "publish-connect", "late", "9:2 11:3"),
        ("connectable", "publish-connect", "interval  PublishThenConnect.swift", "5:0 7:1 9:2 11:3 12:!"),
        ("connectable", "replay-late", "late", "16:1 16:2 20:3"),
        ("connectable", "ref-count", "interval  RefCountConnectsForYou.swift", "2:0 4:1 6:2 8:3 9:!"),
        ("connectable", "ref-count", "second", "4:1 6:2 8:3 9:!"),
        ("connectable", "ref-count", "third", "14:0 16:1 17:!"),
        ("connectable", "reconnect", "fresh, from the start", "2:0 4:1"),
        ("connectable", "reconnect", "kept, from the start", "2:0 4:1 10:0 12:1"),
        ("connectable", "reconnect", "fresh, after", "10:0 12:1"),
        ("connectable", "share-scope", "whileConnected, newcomer", "11:0 14:1 15:!"),
        ("connectable", "share-scope", "forever, newcomer", "8:1 11:0 14:1 15:!"),
        ("dispose", "observe-on-serial", "interval  SerialScheduler.swift", "3:0 6:1 9:2 12:3 15:4 18:5 18:!"),
        ("dispose", "observe-on-serial", "observe(on:)  SerialScheduler.swift", "4:0 7:1 10:2 13:3 16:4 18:!"),
        ("dispose", "dispose-bag", "interval  DisposeBag.swift", "3:0 6:1 9:2 10:!"),
        ("dispose", "take-until", "interval  TakeUntil.swift", "3:0 6:1 9:2 11:!"),
        ("dispose", "take-until", "deallocated", "11:x 11:!"),
        ("dispose", "take-until", "take(until:)", "3:0 6:1 9:2 11:|"),
        ("memory", "retain-cycle", "PublishSubject  RetainCycle.swift", "2:a 4:b 7:c 9:d 11:|"),
        ("memory", "with-unretained", "taps", "2:a 4:b 7:c 7:!"),
        ("memory", "with-unretained", "withUnretained  WithUnretainedDemo.swift", "2:(badge, \"a\") 4:(badge, \"b\") 7:|"),
        ("memory", "with-unretained", "subscribe(with:)", "2:a 4:b 7:c 9:d 12:!"),
        ("testing", "first-test", "hot  FirstTest.swift", "220:sw 240:swi 300:swif 320:swi 400:swift 500:|"),
        ("testing", "first-test", "debounce  SearchBox.swift", "270:swi 350:swi 430:swift 500:|"),
        ("testing", "first-test", "distinctUntilChanged  SearchBox.swift", "270:swi 430:swift 500:|"),
        ("testing", "hot-and-cold-scripts", "hot  HotAndColdScripts.swift", "220:2 420:3 600:|"),
        ("testing", "hot-and-cold-scripts", "cold  HotAndColdScripts.swift", "220:7 250:8 300:|"),
        ("testing", "start-defaults", "hot  StartDefaults.swift", "220:4 1000:5 1000:!"),
        ("testing", "resolution", "distinctUntilChanged  SearchBox.swift", "270:swi 300:|"),
        ("testing", "marble-assertion", "map  MarbleAssertionDemo.swift", "220:2 240:3 270:4 300:|"),
        ("errors", "error-ends-the-chain", "temperature", "1:20 3:21 4:!"),
        ("errors", "error-ends-the-chain", "humidity", "2:50 4:X"),
        ("errors", "error-ends-the-chain", "combineLatest  Errors.swift", "2:20° 50% 3:21° 50% 4:X"),
        ("errors", "catch", "humidity", "2:50 4:X"),
        ("errors", "catch", "catch  Errors.swift", "2:50 4:48 4:|"),
        ("errors", "retry", "retry(3)", "1:chunk 1 3:chunk 1 5:chunk 1 6:chunk 2 6:|"),
        ("errors", "catch-inside-flat-map", "word", "1:important yoga 3:important karate 4:boring chess 5:important sailing 7:|"),
        ("errors", "catch-inside-flat-map", "catch inside", "2:JSON(14) 4:JSON(1) 6:JSON(17) 7:|"),
        ("errors", "catch-inside-flat-map", "catch outside", "2:JSON(14) 4:JSON(1) 4:|"),
        ("rxcocoa", "flatmap-latest", "keystrokes", "2:L 4:Lo 6:Lon 8:Lond 10:Londo 12:London 22:|"),
        ("rxcocoa", "flatmap-latest", "cityNameLabel", "18:London"),
        ("rxcocoa", "flatmap-latest", "tempLabel", "18:271° C"),
        ("rxcocoa", "error-ends-search", "keystrokes", "2:London 10:Londn 20:Paris 30:|"),
        ("rxcocoa", "error-ends-search", "cityNameLabel", "8:London"),
        ("rxcocoa", "error-ends-search", "tempLabel", "8:271° C"),
        ("rxcocoa", "error-ends-search", "search", "8:London, 271, 96%, ≋ 16:X"),
        ("rxcocoa", "off-main-thread", "cityNameLabel", ""),
        ("rxcocoa", "off-main-thread", "tempLabel", ""),
        ("rxcocoa", "off-main-thread", "currentWeather", "5:London, 271, 96%, ≋ 5:|"),
        ("rxcocoa", "return-key", "return key", "14:return 24:return 34:return 44:|"),
        ("rxcocoa", "return-key", "cityNameLabel", "20:London 30:Unknown"),
        ("rxcocoa", "return-key", "tempLabel", "20:271° C 30:-1000° C"),
        ("rxcocoa", "return-key", "search", "20:London 30:Unknown 30:|"),
        ("life-happens", "when-it-fails", "messy kittens", "0:first kitten 1:kitten of the hobbit (party of 1) 2:kitten of the elf (party of 2) 5:!"),
        ("life-happens", "when-it-fails", "rx kittens", "0:first kitten 1:kitten of the hobbit (party of 1) 2:kitten of the elf (party of 2) 2:X"),
    ]

    /// `time:value` per event, then `time:!` when the row was disposed before it ended.
    static func events(_ row: TracedRow) -> String {
        var parts = row.events.map { event -> String in
            switch event.kind {
            case .next: return "\(event.time):\(event.value ?? "")"
            case .error: return "\(event.time):X"
            case .completed: return "\(event.time):|"
            }
        }
        if !row.terminated, let disposed = row.disposed { parts.append("\(disposed):!") }
        return parts.joined(separator: " ")
    }

    /// The traced row a pin names: by the name a probe gave it, or as `operator  File.swift`.
    static func row(_ key: String, in result: DemoResult) -> TracedRow? {
        result.chains.joined().first { $0.names.contains(key) || "\($0.operatorName)  \($0.file)" == key }
    }

    func testPinnedDemosRecordTheSameEvents() throws {
        var runs: [String: DemoResult] = [:]
        for pin in Self.pinned {
            let key = pin.lesson + "/" + pin.demo
            if runs[key] == nil {
                runs[key] = try XCTUnwrap(LessonRuns.result(lesson: pin.lesson, demo: pin.demo), key)
            }
            let row = try XCTUnwrap(Self.row(pin.row, in: runs[key]!), "\(key) \(pin.row)")
            XCTAssertEqual(Self.events(row), pin.events, "\(key) \(pin.row)")
        }
    }

    /// Prints the current pins' values (run with PRINT_PINS=1 to refresh the table by hand).
    func testPrintPins() throws {
        guard ProcessInfo.processInfo.environment["PRINT_PINS"] != nil else { return }
        let wanted: [(String, String)] = [
            ("share", "share-replay"), ("share", "late-subscriber"), ("share", "shared-request"),
            ("connectable", "publish-connect"), ("connectable", "replay-late"), ("connectable", "ref-count"),
            ("connectable", "reconnect"), ("connectable", "share-scope"),
            ("dispose", "observe-on-serial"), ("dispose", "dispose-bag"), ("dispose", "take-until"),
            ("memory", "retain-cycle"), ("memory", "with-unretained"),
            ("testing", "first-test"), ("testing", "hot-and-cold-scripts"), ("testing", "start-defaults"), ("testing", "resolution"), ("testing", "marble-assertion"),
            ("errors", "error-ends-the-chain"), ("errors", "catch"), ("errors", "retry"), ("errors", "catch-inside-flat-map"),
            ("rxcocoa", "flatmap-latest"), ("rxcocoa", "error-ends-search"), ("rxcocoa", "off-main-thread"), ("rxcocoa", "return-key"),
            ("life-happens", "when-it-fails"),
        ]
        for (lessonID, demoID) in wanted {
            let result = try XCTUnwrap(LessonRuns.result(lesson: lessonID, demo: demoID))
            for row in result.chains.joined() {
                let key = row.names.first ?? "\(row.operatorName)  \(row.file)"
                print("PIN        (\"\(lessonID)\", \"\(demoID)\", \"\(key)\", \"\(Self.events(row).replacingOccurrences(of: "\"", with: "\\\""))\"),")
            }
        }
    }
}
