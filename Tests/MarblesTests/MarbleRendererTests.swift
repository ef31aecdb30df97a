import XCTest
@testable import Marbles

final class MarbleRendererTests: XCTestCase {
    private func draw(_ diagram: MarbleDiagram, _ options: MarbleRenderOptions = MarbleRenderOptions()) throws -> RenderedMarbles {
        try MarbleRenderer.render(diagram, options: options)
    }

    private func drawError(_ diagram: MarbleDiagram, _ options: MarbleRenderOptions = MarbleRenderOptions()) -> MarbleRenderError? {
        do {
            let drawn = try MarbleRenderer.render(diagram, options: options)
            XCTFail("drawn as \(drawn.text)")
            return nil
        } catch {
            return error
        }
    }

    func testChooserPicksTheLargestFrameThatKeepsEveryEventInPlace() throws {
        let drawn = try draw(MarbleDiagram(events: [.next(20, "1"), .next(50, "2"), .completed(80)]))
        XCTAssertEqual(drawn.diagram, "--1--2--|")
        XCTAssertEqual(drawn.frame, 10)
        XCTAssertEqual(drawn.style, .document)
        XCTAssertNil(drawn.legendLine)
    }

    func testGivenFrameIsUsedAndOffFrameTimesAreRefused() throws {
        let diagram = MarbleDiagram(events: [.next(20, "1"), .completed(40)])
        XCTAssertEqual(try draw(diagram, MarbleRenderOptions(frame: 5)).diagram, "----1---|")
        XCTAssertEqual(drawError(diagram, MarbleRenderOptions(frame: 3)), .offFrame(time: 20, frame: 3))
        XCTAssertEqual(drawError(diagram, MarbleRenderOptions(frame: 0)), .invalidFrame(0))
    }

    func testOriginSaysWhichTickIsColumnZero() throws {
        // Recorded times start at 200 (TestScheduler's subscription time).
        let recorded = MarbleDiagram(events: [.next(210, "2"), .next(240, "4"), .completed(300)])
        let drawn = try draw(recorded, MarbleRenderOptions(origin: 200))
        XCTAssertEqual(drawn.diagram, "-2--4-----|")
        XCTAssertEqual(drawn.frame, 10)
        XCTAssertEqual(drawError(recorded, MarbleRenderOptions(origin: 220)), .beforeOrigin(time: 210, origin: 220))
    }

    func testSubscriptionAndUnsubscriptionAreMarked() throws {
        let recorded = MarbleDiagram(events: [.next(210, "1"), .completed(250)], subscription: 200, unsubscription: 250)
        XCTAssertEqual(try draw(recorded, MarbleRenderOptions(origin: 200)).diagram, "^1---(|!)")
        let hot = MarbleDiagram(events: [.next(-2, "a"), .next(2, "b")], subscription: 0, unsubscription: 5)
        XCTAssertEqual(try draw(hot).diagram, "a-^-b--!", "with ^, column 0 is the earliest mark")
        let together = MarbleDiagram(events: [.next(0, "10")], subscription: 0)
        XCTAssertEqual(try draw(together).diagram, "(^,10)", "a comma makes the group read '10' as one value")
        XCTAssertEqual(parse("(^,10)"), together)
    }

    func testWideValuesGetKeysAndALegendInsteadOfMoving() throws {
        let recorded = MarbleDiagram(events: [.next(210, "10"), .next(220, "11"), .completed(230)])
        let drawn = try draw(recorded, MarbleRenderOptions(origin: 200))
        XCTAssertEqual(drawn.diagram, "-ab|")
        XCTAssertEqual(drawn.legendLine, "a=10 b=11")
        XCTAssertEqual(drawn.text, "-ab|\na=10 b=11")
        XCTAssertEqual(drawn.style, .rxjs)
        XCTAssertEqual(try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax).shifted(by: 200), recorded)
    }

    func testValuesThatAreNotRunsGetKeysAndSingleCharactersKeepTheirOwn() throws {
        let diagram = MarbleDiagram(events: [.next(2, "1"), .next(5, "1.5"), .next(8, "hello world"), .next(11, "1.5"), .completed(14)])
        let drawn = try draw(diagram)
        XCTAssertEqual(drawn.diagram, "--1--a--b--a--|")
        XCTAssertEqual(drawn.legendLine, #"a=1.5 b="hello world""#)
        XCTAssertEqual(try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax), diagram)
    }

    func testSeveralEventsAtOneTimeBecomeAGroup() throws {
        XCTAssertEqual(try draw(MarbleDiagram(events: [.next(2, "a"), .next(2, "b"), .completed(8)])).diagram, "--(ab)--|")
        XCTAssertEqual(try draw(MarbleDiagram(events: [.next(2, "10"), .next(2, "11"), .completed(2)]), MarbleRenderOptions(frame: 1)).diagram, "--(10,11,|)")
        XCTAssertEqual(try MarbleParser.parse("--(10,11,|)").events, [.next(2, "10"), .next(2, "11"), .completed(2)])
        XCTAssertEqual(try draw(MarbleDiagram(events: [.next(2, "10"), .completed(2)]), MarbleRenderOptions(frame: 1)).diagram, "--(10,|)")
        XCTAssertEqual(try draw(MarbleDiagram(events: [.next(2, "a"), .next(2, "b"), .next(6, "c")])).diagram,
                       "--(ab)c", "gcd 2 would not leave the group room: the chooser takes frame 1")
        XCTAssertEqual(try draw(MarbleDiagram(events: [.next(2, "a"), .next(2, "b"), .next(6, "c")])).frame, 1)
        XCTAssertEqual(try draw(MarbleDiagram(events: [.next(8, "a"), .next(8, "b"), .next(24, "c")])).diagram, "--(ab)c", "frame 4 fits")
    }

    func testWhatCannotBeDrawnExactlyIsRefused() {
        // A group takes four columns; an event one tick later cannot be drawn at any frame.
        let crowded = MarbleDiagram(events: [.next(0, "a"), .next(0, "b"), .next(1, "c")])
        XCTAssertEqual(drawError(crowded), .tooClose(time: 1, frame: nil))
        let unordered = MarbleDiagram(events: [.next(5, "a"), .next(2, "b")])
        XCTAssertEqual(drawError(unordered), .outOfOrder(time: 2))
        let many = MarbleDiagram(events: (0..<70).map { .next($0, "v\($0)") })
        XCTAssertEqual(drawError(many), .tooManyValues(63))
        let afterEnd = MarbleDiagram(events: [.completed(1), .next(2, "a")])
        XCTAssertEqual(drawError(afterEnd), .invalidSequence("next(a) at tick 2 comes after the sequence ended"))
        XCTAssertEqual(try draw(afterEnd, MarbleRenderOptions(strict: false)).diagram, "-|a", "drawn as it is when asked")
        XCTAssertEqual(drawError(MarbleDiagram(events: [.next(0, "a"), .next(1, "b")]), MarbleRenderOptions(style: .document)),
                       .tooClose(time: 1, frame: nil))
        XCTAssertEqual(drawError(MarbleDiagram(events: [.next(0, "1.5")]), MarbleRenderOptions(style: .document)),
                       .notDocumentStyle("'1.5' is not a run of letters and digits"))
        XCTAssertEqual(drawError(MarbleDiagram(events: [.next(1_000_000, "a")]), MarbleRenderOptions(frame: 1, maximumColumns: 1000)),
                       .tooWide(columns: 1_000_001))
    }

    func testDocumentStyleKeepsRunsApart() throws {
        // "1" at 0 and "2" at 1 would read as "12": one character a frame, RxJS style keeps
        // them apart; where the text may hold what takes no time, a space does.
        let adjacent = MarbleDiagram(events: [.next(0, "1"), .next(1, "2")])
        let drawn = try draw(adjacent)
        XCTAssertEqual(drawn.diagram, "12")
        XCTAssertEqual(drawn.style, .rxjs)
        XCTAssertEqual(try MarbleParser.parse(drawn.diagram, syntax: drawn.syntax), adjacent)
        var free = MarbleRenderOptions()
        free.longestDashRun = 1_000
        let spaced = try draw(adjacent, free)
        XCTAssertEqual(spaced.diagram, "1 2")
        XCTAssertEqual(spaced.style, .document)
        XCTAssertEqual(try MarbleParser.parse(spaced.diagram, syntax: spaced.syntax), adjacent)
        // A value "X" at the end would read as an error in document style: RxJS style, or
        // a wait of nothing after it, keeps it a value.
        let finalX = MarbleDiagram(events: [.next(2, "X")])
        let drawnX = try draw(finalX, MarbleRenderOptions(frame: 1))
        XCTAssertEqual(drawnX.diagram, "--X")
        XCTAssertEqual(drawnX.style, .rxjs)
        free.frame = 1
        let keptX = try draw(finalX, free)
        XCTAssertEqual(keptX.diagram, "--X 0ms ")
        XCTAssertEqual(keptX.style, .document)
        XCTAssertEqual(try MarbleParser.parse(keptX.diagram, syntax: keptX.syntax), finalX)
    }

    func testErrorsCanBeDrawnTheDocumentsWay() throws {
        let diagram = MarbleDiagram(events: [.next(2, "a"), .error(5)])
        XCTAssertEqual(try draw(diagram).diagram, "--a--#")
        XCTAssertEqual(try draw(diagram, MarbleRenderOptions(errorMarker: "X")).diagram, "--a--X")
        let grouped = MarbleDiagram(events: [.next(2, "a"), .error(2)])
        XCTAssertEqual(try draw(grouped, MarbleRenderOptions(frame: 1, errorMarker: "X")).diagram, "--(a#)", "X only as a lone last token")
    }

    func testEndPadsAndGoesOnDrawsAnArrow() throws {
        let diagram = MarbleDiagram(events: [.next(3, "tap")], goesOn: true)
        XCTAssertEqual(try draw(diagram).diagram, "-tap-->", "frame 3: tap sits at column 1")
        XCTAssertEqual(try draw(diagram, MarbleRenderOptions(frame: 1)).diagram, "---tap-->")
        XCTAssertEqual(try draw(diagram, MarbleRenderOptions(frame: 1, end: 10)).diagram, "---tap---->")
        XCTAssertEqual(try draw(MarbleDiagram(events: [.completed(2)]), MarbleRenderOptions(frame: 1, end: 6)).diagram, "--|---")
        XCTAssertEqual(try draw(MarbleDiagram()).diagram, "-", "nothing happening is still a diagram")
    }

    func testFigureAlignsStreamsOnOneAxisWithLeftAlignedLabels() throws {
        let figure = MarbleFigure([
            ("source", parse("--1--2--3--|")),
            ("map", parse("--2--4--6--|")),
        ])
        XCTAssertEqual(try figure.render().text, """
            source  --1--2--3--|
            map     --2--4--6--|
            """)
    }

    func testFigureSharesOneFrameAndOneLegend() throws {
        let figure = MarbleFigure([
            ("xs", MarbleDiagram(events: [.next(210, "1"), .next(220, "2"), .completed(240)])),
            ("xs.map { $0 * 10 }", MarbleDiagram(events: [.next(210, "10"), .next(220, "20"), .completed(240)])),
        ])
        let drawn = try figure.render(options: MarbleRenderOptions(origin: 200))
        XCTAssertEqual(drawn.text, """
            xs                  -12-|
            xs.map { $0 * 10 }  -ab-|
                                a=10 b=20
            """)
        XCTAssertEqual(drawn.frame, 10)
    }

    func testFigureLabelsAreMeasuredByDisplayWidth() throws {
        let figure = MarbleFigure([("源", parse("-1|")), ("结果", parse("-2|"))])
        XCTAssertEqual(try figure.render().lines, ["源    -1|", "结果  -2|"])
    }

    func testLargestDivisorHelper() {
        XCTAssertEqual(MarbleLayout.largestDivisor(of: 10, atMost: 3), 2)
        XCTAssertEqual(MarbleLayout.largestDivisor(of: 10, atMost: 10), 10)
        XCTAssertEqual(MarbleLayout.largestDivisor(of: 97, atMost: 50), 1)
        XCTAssertEqual(MarbleLayout.largestDivisor(of: 0, atMost: 5), 1)
        XCTAssertEqual(MarbleLayout.largestDivisor(of: 1_000_000_007 * 2, atMost: 1_000_000_007), 1_000_000_007)
    }
}
