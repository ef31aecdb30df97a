import Foundation
import LessonEngine
import LessonHost
import LessonKit
import Marbles
import TextKit
import XCTest

/// The clock a learner scrubs: pages embed every event, subscription, disposal and printed
/// line with its tick; `--step` frames are the recorded run cut at each moment.
final class ClockPageTests: XCTestCase {
    /// A source subscribed at 0 emitting at 2, 5 and ending at 9; an inner row from 5 to 7; a
    /// line printed at 5.
    private let chains: [[TracedRow]] = [[
        TracedRow(operatorName: "interval", file: "Main.swift", line: 3, subscribed: 0, disposed: 9,
                  events: [MarbleEvent(time: 2, kind: .next, value: "0"), MarbleEvent(time: 5, kind: .next, value: "1"), MarbleEvent(time: 9, kind: .completed)]),
        TracedRow(operatorName: "flatMap", file: "Main.swift", line: 4, subscribed: 0, disposed: 9,
                  events: [MarbleEvent(time: 7, kind: .next, value: "x"), MarbleEvent(time: 9, kind: .completed)], parent: nil),
        TracedRow(operatorName: "just", file: "Main.swift", line: 5, depth: 1, subscribed: 5, disposed: 7,
                  events: [MarbleEvent(time: 7, kind: .next, value: "x")], parent: 1),
    ]]
    private let printed = [Playground.Line(time: 5, text: "got 1"), Playground.Line(time: 7, text: "got <x>")]

    private var page: String {
        var result = PlaygroundResult(output: printed.map(\.text).joined(separator: "\n"), chains: chains)
        result.printed = printed
        return HTMLReport.page(title: "t", body: PlaygroundPage.body(.ran(result), shownAs: "Main.swift", language: .en))
    }

    /// The `data-t` ticks inside the page's figure and its printed output.
    private func stamps(_ html: String) -> [Int] {
        var ticks: [Int] = []
        var rest = html[...]
        while let found = rest.range(of: "<g data-t=\"") ?? rest.range(of: "<span data-t=\"") {
            let digits = rest[found.upperBound...].prefix { $0 != "\"" }
            ticks.append(Int(digits)!)
            rest = rest[found.upperBound...]
        }
        return ticks
    }

    func testThePageEmbedsEveryEventWithItsTickAndAtTickTShowsExactlyWhatHappenedByThen() throws {
        let html = page
        XCTAssertTrue(html.contains("data-scrub"), html)
        XCTAssertTrue(html.contains("window.rxlessonScrub"), "the slider's script is in the page")
        XCTAssertTrue(html.contains("+e.getAttribute(\"data-t\") <= t ? \"\" : \"none\""), "at tick t, what is stamped t or earlier shows")
        XCTAssertFalse(html.contains("src=") || html.contains("href=\"http"), "nothing loaded from outside")
        XCTAssertTrue(html.contains("type=\"range\" min=\"0\" max=\"9\" value=\"9\""), "the slider runs over the whole run")
        XCTAssertTrue(html.contains("<span data-t=\"7\">got &lt;x&gt;\n</span>"), html)
        let shown = stamps(html)
        for tick in 0...10 {
            let cut = TracedChains(chains: chains).cut(after: tick).chains.joined()
            // What a frame at `tick` holds: subscriptions after 0 (`^`), events, disposals that are no terminal's (`!`), lines.
            var expected = cut.reduce(0) { $0 + $1.events.count + ($1.subscribed > 0 ? 1 : 0) }
            expected += cut.filter { !$0.terminated && $0.disposed != nil }.count
            expected += printed.filter { $0.time <= tick }.count
            XCTAssertEqual(shown.filter { $0 <= tick }.count, expected, "tick \(tick)")
        }
    }

    /// watch's page after a pass: the title and badge, then the passing chain, to scrub.
    func testThePassPageDrawsThePassingChain() {
        var result = GradeResult(id: "x-one", lesson: "x", status: .pass, file: "Lessons/x/Exercises/One.swift")
        let bare = HTMLGradingReport.section(result, exercise: nil, language: .en)
        XCTAssertFalse(bare.contains("<svg"), "nothing recorded, nothing drawn")
        result.passingChains = chains
        for language in [Language.en, .zh] {
            XCTAssertFalse(HTMLGradingReport.section(result, exercise: nil, language: language).contains("<svg"), "a report's pass stays a line")
            let section = HTMLGradingReport.section(result, exercise: nil, language: language, passingChain: true)
            XCTAssertTrue(section.contains(language == .zh ? "通过的链，每个操作符一行" : "The passing chain, one row per operator"), section)
            XCTAssertEqual(section.components(separatedBy: "<svg").count - 1, 1, section)
            XCTAssertTrue(section.contains("data-scrub") && section.contains("<g data-t=\"7\">"), section)
            XCTAssertTrue(section.contains("interval Main.swift:3") || section.contains("interval  Main.swift:3"), section)
        }
    }

    func testALivePageRunsTheSliderAgainAfterEachUpdate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rxlesson-clock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let live = LivePage(page: folder.appendingPathComponent("p.html"), title: "t", language: .en)
        try live.show("<p>compiling</p>", live: true)
        let html = try String(contentsOf: live.page, encoding: .utf8)
        XCTAssertTrue(html.contains("if (window.rxlessonScrub) window.rxlessonScrub();"), html)
        XCTAssertTrue(html.contains("window.rxlessonScrub = function"), "the slider's script is there for the content to come")
    }

    func testPrintedTicksAreReadBackAndTheMarkersLeaveTheTextAsPrinted() {
        let raw = "setup\n" + PrintedTicks.marker(5) + "a\nb\n" + PrintedTicks.marker(12) + "c" + PrintedTicks.marker(14) + "d\n"
        let read = PrintedTicks.read(raw)
        XCTAssertEqual(read.text, "setup\na\nb\ncd\n")
        XCTAssertEqual(read.lines.map(\.time), [0, 5, 5, 12])
        XCTAssertEqual(read.lines.map(\.text), ["setup", "a", "b", "cd"])
    }

    func testAStepFrameHoldsWhatHappenedUpToItsTickAndWhatWasPrintedThen() {
        let steps = ClockSteps(chains: chains, printed: printed, scale: nil)
        XCTAssertEqual(steps.moments, [0, 2, 5, 7, 9])
        let console = Console.capturing()
        let five = steps.frame(at: 5, console: console, language: .en)
        XCTAssertEqual(five[0], "── tick 5 ──")
        XCTAssertEqual(Array(five[1...2]), ["printed at this tick:", "  got 1"])
        XCTAssertTrue(five.contains { $0.hasPrefix("interval  Main.swift:3") && $0.hasSuffix("--0--1-->") }, five.joined(separator: "\n"))
        XCTAssertTrue(five.contains { $0.contains("↳ just  Main.swift:5") && $0.hasSuffix("-----^-->") }, five.joined(separator: "\n"))
        let two = steps.frame(at: 2, console: console, language: .zh)
        XCTAssertEqual(two[0], "── 第 2 拍 ──")
        XCTAssertFalse(two.joined().contains("just"), "a row not yet subscribed is not drawn")
        XCTAssertFalse(two.joined().contains("这一拍打印"), "nothing was printed at tick 2")
    }
}
