import XCTest
@testable import Marbles

/// `rxlesson marble` over random command lines (seeded, so every run is the same): nothing
/// crashes (a crash would end this process), every refusal names a column inside the
/// diagram, every diagram that reads is drawn again and reads back the same.
/// `swift run -c release rxbench fuzz` runs the same check over a million inputs.
final class MarbleFuzzTests: XCTestCase {
    func testRandomCommandLinesNeverCrashAndAlwaysDrawAgain() {
        let tally = MarbleFuzz.run(count: 8_000, seed: 20)
        XCTAssertEqual(tally.failures, [])
        XCTAssertEqual(tally.read + tally.refused, tally.inputs)
        XCTAssertEqual(tally.refusedInside, tally.refused)
        XCTAssertEqual(tally.roundTrips, tally.read)
        // The generator reaches all three outcomes, long waits included.
        XCTAssertGreaterThan(tally.read, tally.inputs / 10, "valid diagrams are reached")
        XCTAssertGreaterThan(tally.refused, tally.inputs / 10, "invalid diagrams are reached")
        XCTAssertGreaterThan(tally.progressions, 10, "long waits are drawn as time progressions")
    }

    func testHugeFramesAreReadOrRefusedWithAColumn() throws {
        // Once an arithmetic overflow in the drawing (a trap, the process died).
        let one = try MarbleParser.parseDetailed("a", syntax: MarbleSyntax(frame: Int.max))
        XCTAssertEqual(one.diagram, MarbleDiagram(events: [.next(0, "a")]))
        XCTAssertEqual(try MarbleRenderer.normalise(one).diagram, "a")
        let silent = try MarbleParser.parseDetailed("-", syntax: MarbleSyntax(style: .rxjs, frame: 1 << 62))
        XCTAssertEqual(try MarbleRenderer.normalise(silent).diagram, "-")
        // `a` takes ticks 0 to 2^62 - 1, so the `-` after it runs past the last tick.
        let error = try XCTUnwrap(rejection("a-b", MarbleSyntax(frame: 1 << 62)))
        XCTAssertEqual(error.column, 2)
        XCTAssertEqual(error.reason, .timeOverflows(frame: 1 << 62))
    }

    func testTimeCountsFromColumnZeroInRxJSStyleToo() {
        // `-^` puts time 0 one frame in, so `^` ends at tick 2^62, but 2^63 ticks from
        // column 0: no drawing could count its columns. Document style counts the same way.
        let message = "the diagram is too long: its time passes the clock's last tick, 9223372036854775807 (4611686018427387904 ticks a frame)"
        assertRejects("-^", message, column: 2, MarbleSyntax(style: .rxjs, frame: 1 << 62))
        assertRejects("-^", message, column: 2, MarbleSyntax(frame: 1 << 62))
    }

    func testAProgressionOfWholeMillisecondsCountsExactlyUpToTheLastTick() {
        // `a` takes tick 0, the wait the rest but one, `|` the last tick.
        XCTAssertEqual(parse("a 9223372036854775805ms |").events, [.next(0, "a"), .completed(Int.max - 1)])
        assertRejects("a 9223372036854775806ms |", "the diagram is too long: its time passes the clock's last tick, 9223372036854775807", column: 25)
        assertRejects("a 9223372036854775808ms |", "the diagram is too long: '9223372036854775808ms' passes the clock's last tick, 9223372036854775807", column: 3)
    }

    func testALongWaitIsDrawnAsTime() throws {
        let parsed = try MarbleParser.parseDetailed("-a 5000000000000ms b|")
        let drawn = try MarbleRenderer.normalise(parsed)
        XCTAssertEqual(drawn.diagram, "-a 5000000000000ms b|")
        XCTAssertEqual(try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax), parsed.diagram)
        // A value that a following space would turn into time gets a '-' first; so does
        // a digit that follows the wait.
        let wide = MarbleDiagram(events: [.next(0, "10ms"), .next(3_000, "2"), .completed(3_001)])
        let text = try MarbleRenderer.render(wide, options: { var o = MarbleRenderOptions(frame: 1); o.longestDashRun = 100; return o }())
        XCTAssertEqual(text.diagram, "10ms- 2994ms -2|")
        XCTAssertEqual(try MarbleParser.parse(text.diagram, syntax: text.syntax), wide)
    }

    func testRunsThatTouchAreDrawnASpaceApart() throws {
        for (text, normalised) in [("a b-(c,d)--^-e|", "a b-(cd)---^-e|"), ("-a X", "-a X"), ("tap 42|", "tap 42|")] {
            let parsed = try MarbleParser.parseDetailed(text)
            let drawn = try MarbleRenderer.normalise(parsed)
            XCTAssertEqual(drawn.diagram, normalised)
            XCTAssertEqual(drawn.style, .document, text)
            XCTAssertEqual(try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax), parsed.diagram, text)
        }
        // A run that a space would turn into time keeps its '-'.
        XCTAssertThrowsError(try MarbleRenderer.render(MarbleDiagram(events: [.next(0, "1s"), .next(2, "a")]), options: MarbleRenderOptions(frame: 1, style: .document)))
    }

    func testRxJSDiagramsThatPlaceTimeZeroOddlyDrawAgain() throws {
        // An emoji counts two columns for `^` but takes one frame; a group needs no ')'
        // when another opens right after it.
        for text in ["😀^b", "😀^(b!)", "a 6ms b^c|", "(ab(c)", "-(ab(cd(e)-|"] {
            let parsed = try MarbleParser.parseDetailed(text, syntax: .rxjs)
            let drawn = try MarbleRenderer.normalise(parsed)
            XCTAssertEqual(try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax), parsed.diagram, "\(text) drawn as \(drawn.text)")
        }
    }
}
