import XCTest
@testable import Marbles

/// One test per row of the syntax table in DESIGN.md, then the documents' three diagrams.
final class MarbleParserTests: XCTestCase {
    // MARK: the syntax table

    func testDashIsOneFrame() {
        XCTAssertEqual(parse("---|").events, [.completed(3)])
        XCTAssertEqual(parse("|").events, [.completed(0)], "the first column is time 0")
    }

    func testRunOfLettersAndDigitsIsOneValueAtItsFirstColumn() {
        // 0123456789012345
        // -1-a-tap-u1-42-|
        XCTAssertEqual(parse("-1-a-tap-u1-42-|").events, [
            .next(1, "1"), .next(3, "a"), .next(5, "tap"), .next(9, "u1"), .next(12, "42"), .completed(15),
        ])
    }

    func testBarCompletes() {
        XCTAssertEqual(parse("--1--|").events, [.next(2, "1"), .completed(5)])
    }

    func testHashOrFinalXIsAnError() {
        XCTAssertEqual(parse("--1--#").events, [.next(2, "1"), .error(5)])
        XCTAssertEqual(parse("--1--X").events, [.next(2, "1"), .error(5)])
        XCTAssertEqual(parse("--1--X-- // dashes, spaces and a comment may follow").events, [.next(2, "1"), .error(5)])
        XCTAssertEqual(parse("--X--1--|").events, [.next(2, "X"), .next(5, "1"), .completed(8)], "X elsewhere is a value")
        XCTAssertEqual(parse("--aX").events, [.next(2, "aX")], "X inside a run is part of the value")
    }

    func testArrowAtTheEndGoesOn() {
        let long = parse("--1-->")
        XCTAssertEqual(long.events, [.next(2, "1")])
        XCTAssertTrue(long.goesOn)
        XCTAssertTrue(parse("--1>").goesOn)
        XCTAssertFalse(parse("--1--").goesOn)
        XCTAssertEqual(parse("--X-->").events, [.next(2, "X")], "X before '>' is not the last token")
    }

    func testCaretIsTimeZeroAndEarlierFramesAreNegative() {
        let hot = parse("--a-^-b--|")
        XCTAssertEqual(hot.subscription, 0)
        XCTAssertEqual(hot.events, [.next(-2, "a"), .next(2, "b"), .completed(5)])
    }

    func testBangIsTheUnsubscriptionPoint() {
        XCTAssertEqual(parse("--a--!").unsubscription, 5)
        let both = parse("-^--a--!--")
        XCTAssertEqual(both.subscription, 0)
        XCTAssertEqual(both.unsubscription, 6)
        XCTAssertEqual(both.events, [.next(3, "a")])
    }

    func testGroupIsAtTheFrameOfItsParenthesisAndOccupiesItsLength() {
        XCTAssertEqual(parse("-(ab)-c").events, [.next(1, "a"), .next(1, "b"), .next(6, "c")])
        XCTAssertEqual(parse("--(a|)").events, [.next(2, "a"), .completed(2)])
        XCTAssertEqual(parse("--(10,11|)-").events, [.next(2, "10"), .next(2, "11"), .completed(2)],
                       "with commas, document-style groups hold whole runs")
        XCTAssertEqual(parse("(^a)-b").events, [.next(0, "a"), .next(5, "b")], "^ may share a group's frame")
    }

    func testTimeProgressionIsConvertedWithTheResolution() {
        // 1 tick per millisecond (the default): b comes 1 + 10 ticks after a.
        XCTAssertEqual(parse("a 10ms b").events, [.next(0, "a"), .next(11, "b")])
        // 0.1 s per tick: 1.5 s is 15 ticks.
        XCTAssertEqual(parse("a 1.5s b", MarbleSyntax(resolution: 0.1)).events, [.next(0, "a"), .next(16, "b")])
        // TestScheduler's default resolution, 1 s per tick: Int(1.5 + 0.5) = 2 ticks.
        XCTAssertEqual(parse("a 1.5s b", MarbleSyntax(resolution: 1)).events, [.next(0, "a"), .next(3, "b")])
        XCTAssertEqual(parse("10ms a", MarbleSyntax(resolution: 0.001)).events, [.next(10, "a")], "at the start too")
        XCTAssertEqual(parse("a 2m b", MarbleSyntax(resolution: 60)).events, [.next(0, "a"), .next(3, "b")])
        XCTAssertEqual(parse("--10ms").events, [.next(2, "10ms")], "not between spaces: a value")
        XCTAssertEqual(parse("a 10ms").events, [.next(0, "a"), .next(1, "10ms")], "a time progression needs a space after it")
    }

    func testOtherSpacesAndATrailingCommentAreIgnored() {
        XCTAssertEqual(parse(" - - 1 - | ").events, [.next(2, "1"), .completed(4)])
        XCTAssertEqual(parse("--1--| // terminates normally").events, [.next(2, "1"), .completed(5)])
        XCTAssertEqual(parse("--1\t--|").events, [.next(2, "1"), .completed(5)], "a tab is a space")
        XCTAssertEqual(parse("--a b").events, [.next(2, "a"), .next(3, "b")], "a space ends a run but takes no time")
    }

    func testFrameIsTicksPerColumn() {
        let diagram = parse("--1--2--|", MarbleSyntax(frame: 10))
        XCTAssertEqual(diagram.events, [.next(20, "1"), .next(50, "2"), .completed(80)])
        XCTAssertEqual(parse("-tap-|", MarbleSyntax(frame: 10)).events, [.next(10, "tap"), .completed(50)])
        XCTAssertEqual(parse("-(ab)-|", MarbleSyntax(frame: 10)).events, [.next(10, "a"), .next(10, "b"), .completed(60)])
    }

    func testRxJSStyleReadsOneCharacterPerValueAndXIsAValue() {
        XCTAssertEqual(parse("--ab--X|", .rxjs).events, [.next(2, "a"), .next(3, "b"), .next(6, "X"), .completed(7)])
        XCTAssertEqual(parse("-(12)-#", .rxjs).events, [.next(1, "1"), .next(1, "2"), .error(6)])
        let values: [Character: String] = ["a": "10", "b": "11"]
        XCTAssertEqual(parse("-a-b-c|", .rxjs(values: values)).events,
                       [.next(1, "10"), .next(3, "11"), .next(5, "c"), .completed(6)], "keys without an entry stand for themselves")
        XCTAssertEqual(parse("a 10ms b", .rxjs).events, [.next(0, "a"), .next(11, "b")])
    }

    func testDetailedResultKeepsTheLayout() throws {
        let parsed = try MarbleParser.parseDetailed("--a-^-b--|--")
        XCTAssertEqual(parsed.start, -4)
        XCTAssertEqual(parsed.end, 8)
        XCTAssertEqual(parsed.eventColumns, [3, 7, 10])
        XCTAssertEqual(try MarbleParser.parseDetailed("--a--X").errorMarker, "X")
        XCTAssertEqual(try MarbleParser.parseDetailed("--a--#").errorMarker, "#")
    }

    // MARK: the documents' diagrams

    func testDocumentDiagramTerminatesNormally() throws {
        let text = "--1--2--3--4--5--6--| // terminates normally"
        let diagram = parse(text)
        XCTAssertEqual(diagram.events, [
            .next(2, "1"), .next(5, "2"), .next(8, "3"), .next(11, "4"), .next(14, "5"), .next(17, "6"), .completed(20),
        ])
        XCTAssertEqual(try MarbleRenderer.normalise(MarbleParser.parseDetailed(text)).diagram, "--1--2--3--4--5--6--|")
        XCTAssertEqual(try roundTrip(diagram), diagram)
    }

    func testDocumentDiagramTerminatesWithError() throws {
        let text = "--a--b--a--a--a---d---X // terminates with error"
        let diagram = parse(text)
        XCTAssertEqual(diagram.events, [
            .next(2, "a"), .next(5, "b"), .next(8, "a"), .next(11, "a"), .next(14, "a"), .next(18, "d"), .error(22),
        ])
        XCTAssertEqual(try MarbleRenderer.normalise(MarbleParser.parseDetailed(text)).diagram, "--a--b--a--a--a---d---X")
        XCTAssertEqual(try MarbleRenderer.render(diagram).diagram, "--a--b--a--a--a---d---#")
        XCTAssertEqual(try roundTrip(diagram), diagram)
    }

    func testDocumentDiagramGoesOn() throws {
        let text = "---tap-tap-------tap--->"
        let diagram = parse(text)
        XCTAssertEqual(diagram.events, [.next(3, "tap"), .next(7, "tap"), .next(17, "tap")])
        XCTAssertTrue(diagram.goesOn)
        XCTAssertEqual(try MarbleRenderer.normalise(MarbleParser.parseDetailed(text)).diagram, text)
        XCTAssertEqual(try roundTrip(diagram), diagram)
    }

    private func roundTrip(_ diagram: MarbleDiagram) throws -> MarbleDiagram {
        let drawn = try MarbleRenderer.render(diagram)
        return try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax)
    }
}
