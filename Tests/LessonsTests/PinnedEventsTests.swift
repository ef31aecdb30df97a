import LessonCatalog
import LessonEngine
import LessonKit
import XCTest

/// Demos whose exact behaviour is the point of the lesson, pinned by what their probes
/// recorded (tick, event) rather than by printed text: a regression shows as a changed
/// event, whatever the prose around it says. `!` is a disposal.
final class PinnedEventsTests: XCTestCase {
    static let pinned: [(lesson: String, demo: String, stream: String, events: String)] = [
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
        ("dispose", "observe-on-serial", "interval", "3:0 6:1 9:2 12:3 15:4 18:5 18:!"),
        ("dispose", "observe-on-serial", "observe(on:)", "4:0 7:1 10:2 13:3 16:4 18:!"),
        ("dispose", "dispose-bag", "interval", "3:0 6:1 9:2 10:!"),
        ("dispose", "take-until", "interval", "3:0 6:1 9:2 11:!"),
        ("dispose", "take-until", "deallocated", "11:x 11:!"),
        ("dispose", "take-until", "take(until:)", "3:0 6:1 9:2 11:|"),
        ("errors", "error-ends-the-chain", "temperature", "1:20 3:21 4:!"),
        ("errors", "error-ends-the-chain", "humidity", "2:50 4:X"),
        ("errors", "error-ends-the-chain", "combineLatest", "2:20° 50% 3:21° 50% 4:X"),
        ("errors", "catch", "humidity", "2:50 4:X"),
        ("errors", "catch", "catch", "2:50 4:48 4:|"),
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

    static func events(_ stream: RecordedStream) -> String {
        var parts = stream.entries.map { entry -> String in
            switch entry.kind {
            case .next: return "\(entry.time):\(entry.value ?? "")"
            case .error: return "\(entry.time):X"
            case .completed: return "\(entry.time):|"
            }
        }
        if let disposed = stream.disposedAt { parts.append("\(disposed):!") }
        return parts.joined(separator: " ")
    }

    func testPinnedDemosRecordTheSameEvents() throws {
        var runs: [String: DemoResult] = [:]
        for pin in Self.pinned {
            let key = pin.lesson + "/" + pin.demo
            if runs[key] == nil {
                let lesson = try XCTUnwrap(lessonCatalog.first { $0.id == pin.lesson }, pin.lesson)
                let demo = try XCTUnwrap(lesson.demos.first { $0.id == pin.demo }, key)
                runs[key] = DemoRunner.run(demo)
            }
            let stream = try XCTUnwrap(runs[key]?.streams.first { $0.name == pin.stream }, "\(key) \(pin.stream)")
            XCTAssertEqual(Self.events(stream), pin.events, "\(key) \(pin.stream)")
        }
    }

    /// Prints the current pins' values (run with PRINT_PINS=1 to refresh the table by hand).
    func testPrintPins() throws {
        guard ProcessInfo.processInfo.environment["PRINT_PINS"] != nil else { return }
        let wanted: [(String, String)] = [
            ("share", "share-replay"), ("share", "late-subscriber"), ("share", "shared-request"),
            ("dispose", "observe-on-serial"), ("dispose", "dispose-bag"), ("dispose", "take-until"),
            ("errors", "error-ends-the-chain"), ("errors", "catch"), ("errors", "retry"), ("errors", "catch-inside-flat-map"),
            ("rxcocoa", "flatmap-latest"), ("rxcocoa", "error-ends-search"), ("rxcocoa", "off-main-thread"), ("rxcocoa", "return-key"),
            ("life-happens", "when-it-fails"),
        ]
        for (lessonID, demoID) in wanted {
            let lesson = try XCTUnwrap(lessonCatalog.first { $0.id == lessonID })
            let demo = try XCTUnwrap(lesson.demos.first { $0.id == demoID })
            for stream in DemoRunner.run(demo).streams {
                print("PIN        (\"\(lessonID)\", \"\(demoID)\", \"\(stream.name)\", \"\(Self.events(stream).replacingOccurrences(of: "\"", with: "\\\""))\"),")
            }
        }
    }
}
