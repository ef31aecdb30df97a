import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import Marbles

/// Reads SVG text with Foundation's XML parser: elements with their attributes, text, and
/// the first error (nil when the document is well-formed XML).
final class SVGReader: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
    }

    private(set) var elements: [Element] = []
    private(set) var failure: String?
    private var open: [Int] = []

    static func read(_ text: String) -> SVGReader {
        let reader = SVGReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = reader
        if !parser.parse() && reader.failure == nil {
            reader.failure = parser.parserError.map { "\($0)" } ?? "parse failed"
        }
        return reader
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Element(name: name, attributes: attributes))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let index = open.last { elements[index].text += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        if failure == nil { failure = "line \(parser.lineNumber), column \(parser.columnNumber): \(parseError)" }
    }

    func named(_ name: String) -> [Element] { elements.filter { $0.name == name } }

    /// `<title>` texts: one per drawn event, marker or figure.
    var titles: [String] { named("title").map(\.text) }
}

final class MarbleSVGTests: XCTestCase {
    private func figure(_ rows: [(String, String, MarbleSVGFigure.Role)], box: String? = "map(×10)") -> MarbleSVGFigure {
        MarbleSVGFigure(
            title: "map",
            caption: "applies a function to every value",
            rows: rows.map { MarbleSVGFigure.Row(label: $0.0, diagram: parse($0.1), role: $0.2) },
            operatorLabel: box
        )
    }

    private var mapFigure: MarbleSVGFigure {
        figure([("source", "--1--2--3--|", .source), ("map", "--10-20-30-|", .result)])
    }

    func testTheDocumentIsWellFormedXMLWithTheSVGNamespace() {
        let svg = MarbleSVG.document(mapFigure)
        XCTAssertTrue(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        let reader = SVGReader.read(svg)
        XCTAssertNil(reader.failure, svg)
        XCTAssertEqual(reader.elements.first?.name, "svg")
        XCTAssertEqual(reader.elements.first?.attributes["viewBox"]?.split(separator: " ").count, 4)
    }

    func testTheReaderRejectsMalformedXML() {
        XCTAssertNotNil(SVGReader.read("<svg><g></svg>").failure)
        XCTAssertNotNil(SVGReader.read("<svg><text>a & b</text></svg>").failure)
    }

    func testSameEventsGiveByteIdenticalSVG() {
        let first = MarbleSVG.document(mapFigure)
        // Built again from scratch (new strings, new arrays), in another order of construction.
        let again = figure([("source", "--1--2--3--|", .source), ("map", "--10-20-30-|", .result)])
        XCTAssertEqual(first, MarbleSVG.document(again))
        XCTAssertEqual(Array(first.utf8), Array(MarbleSVG.document(mapFigure).utf8))
    }

    func testEveryEventIsDrawnOnceWithItsTickInItsTooltip() {
        let reader = SVGReader.read(MarbleSVG.element(mapFigure))
        let titles = reader.titles
        for expected in ["next(1) at tick 2", "next(2) at tick 5", "next(3) at tick 8", "completed at tick 11",
                         "next(10) at tick 2", "next(20) at tick 5", "next(30) at tick 8"] {
            XCTAssertEqual(titles.filter { $0 == expected }.count, expected.hasPrefix("completed") ? 2 : 1, expected)
        }
        // Values are written in their balls: one text per value, plus the labels, the box and the ruler.
        let texts = reader.named("text").map(\.text)
        for value in ["1", "2", "3", "10", "20", "30", "source", "map", "map(×10)"] {
            XCTAssertTrue(texts.contains(value), value)
        }
        XCTAssertEqual(reader.named("circle").count, 6)
    }

    func testErrorIsACrossCompletionABarAndSubscriptionAMarker() {
        var hot = parse("-a-^-b-#")
        hot.unsubscription = nil
        let figure = MarbleSVGFigure(rows: [.init(label: "hot", diagram: hot)])
        let reader = SVGReader.read(MarbleSVG.element(figure))
        XCTAssertNil(reader.failure)
        let titles = reader.titles
        XCTAssertTrue(titles.contains("error at tick 4"), "\(titles)")
        XCTAssertTrue(titles.contains("subscribed at tick 0"), "\(titles)")
        XCTAssertTrue(titles.contains("next(a) at tick -2 (not seen by the subscriber)"), "\(titles)")
        XCTAssertTrue(titles.contains("next(b) at tick 2"), "\(titles)")
        // The cross is a path of two strokes in red.
        XCTAssertEqual(reader.named("path").filter { $0.attributes["stroke"] == "#dc2626" }.count, 1)
    }

    func testAMarkPointsAtTheTickWhereRowsDiffer() {
        let rows: [MarbleSVGFigure.Row] = [.init(label: "expected", diagram: parse("--1--2--3--|")),
                                           .init(label: "actual", diagram: parse("--1--2--4--|"), role: .result)]
        let plain = SVGReader.read(MarbleSVG.element(MarbleSVGFigure(rows: rows)))
        let marked = SVGReader.read(MarbleSVG.element(MarbleSVGFigure(rows: rows, mark: 8, markNote: "tick 8: expected next(3), got next(4)")))
        XCTAssertNil(marked.failure)
        XCTAssertTrue(marked.titles.contains("tick 8: expected next(3), got next(4)"), "\(marked.titles)")
        // One band more than without the mark, centred on the tick of the third values.
        let band = try? XCTUnwrap(marked.named("rect").first { $0.attributes["fill"] == "#dc2626" })
        XCTAssertEqual(marked.named("rect").count, plain.named("rect").count + 1)
        let ball = marked.named("circle").filter { $0.attributes["cx"] != nil }.map { Int($0.attributes["cx"]!)! }.sorted()[4]
        XCTAssertEqual(band.flatMap { Int($0.attributes["x"] ?? "") }.map { $0 + 8 }, ball)
    }

    func testUnsubscriptionIsMarked() {
        let figure = MarbleSVGFigure(rows: [.init(label: "interval", diagram: parse("---0--1--2-!"))])
        let titles = SVGReader.read(MarbleSVG.element(figure)).titles
        XCTAssertTrue(titles.contains("unsubscribed at tick 11"), "\(titles)")
    }

    func testTextIsEscaped() {
        let diagram = MarbleDiagram(events: [.next(1, "<a & \"b\">"), .next(30, "'"), .error(40, "bad </svg>")])
        let figure = MarbleSVGFigure(title: "x < y & z", caption: "\"quoted\" <caption>",
                                     rows: [.init(label: "<label>", diagram: diagram)], operatorLabel: "f(&)")
        let svg = MarbleSVG.document(figure)
        let reader = SVGReader.read(svg)
        XCTAssertNil(reader.failure, svg)
        XCTAssertTrue(reader.named("text").map(\.text).contains("<a & \"b\">"))
        XCTAssertTrue(reader.titles.contains("error(bad </svg>) at tick 40"))
        XCTAssertFalse(svg.contains("<label>"))
    }

    func testControlCharactersNeverBreakTheXML() {
        let diagram = MarbleDiagram(events: [.next(1, "a\u{1}b"), .next(5, "\u{7}"), .completed(9)])
        let reader = SVGReader.read(MarbleSVG.document(MarbleSVGFigure(rows: [.init(label: "\u{0}", diagram: diagram)])))
        XCTAssertNil(reader.failure)
    }

    func testWideValuesArePillsAndNeighboursNeverOverlap() {
        let diagram = MarbleDiagram(events: [.next(0, "next(1)"), .next(1, "next(2)"), .next(2, "x"), .completed(3)])
        let reader = SVGReader.read(MarbleSVG.element(MarbleSVGFigure(rows: [.init(label: "s", diagram: diagram)])))
        let pills = reader.named("rect").filter { $0.attributes["rx"] == "14" }
        XCTAssertEqual(pills.count, 2)
        let circles = reader.named("circle")
        XCTAssertEqual(circles.count, 1)
        // Left to right, each shape ends before the next begins.
        var spans: [(Int, Int)] = pills.map { pill in
            let x = Int(pill.attributes["x"]!)!, width = Int(pill.attributes["width"]!)!
            return (x, x + width)
        }
        spans += circles.map { (Int($0.attributes["cx"]!)! - 14, Int($0.attributes["cx"]!)! + 14) }
        spans.sort { $0.0 < $1.0 }
        for (a, b) in zip(spans, spans.dropFirst()) { XCTAssertLessThan(a.1, b.0, "\(spans)") }
    }

    func testSameTickEventsSitSideBySide() {
        let diagram = parse("--(ab|)")
        let reader = SVGReader.read(MarbleSVG.element(MarbleSVGFigure(rows: [.init(label: "s", diagram: diagram)])))
        let xs = reader.named("circle").map { Int($0.attributes["cx"]!)! }
        XCTAssertEqual(xs.count, 2)
        XCTAssertGreaterThanOrEqual(xs[1] - xs[0], 28)
        let bar = reader.named("line").first { $0.attributes["stroke-width"] == "3" }!
        XCTAssertGreaterThan(Int(bar.attributes["x1"]!)!, xs[1])
    }

    func testTheSameValueHasTheSameColourEverywhere() {
        let reader = SVGReader.read(MarbleSVG.element(figure([("a", "-x-y-x-|", .source), ("b", "---x-|", .result)])))
        let fills = reader.named("circle").map { $0.attributes["fill"]! }
        XCTAssertEqual(fills.count, 4)
        XCTAssertEqual(fills[0], fills[2])
        XCTAssertEqual(fills[0], fills[3])
        XCTAssertNotEqual(fills[0], fills[1])
    }

    /// `map` of 1 into 10: the result takes the colour of what arrived above it at that tick,
    /// not one from its own text; distinct source values keep distinct colours.
    func testAResultTakesTheColourOfItsSourceAtTheSameTick() {
        let reader = SVGReader.read(MarbleSVG.element(mapFigure))
        let fills = reader.named("circle").map { $0.attributes["fill"]! } + reader.named("rect").filter { $0.attributes["rx"] == "14" }.map { $0.attributes["fill"]! }
        XCTAssertEqual(fills.count, 6, "\(fills)")
        let source = Array(fills.prefix(3)), result = Array(fills.suffix(3))
        XCTAssertEqual(source, result)
        XCTAssertEqual(Set(source).count, 3)
    }

    /// The row's own arrow: a polygon at the line's end (the subscription marker is the other polygon).
    private func arrows(_ diagram: String) -> Int {
        SVGReader.read(MarbleSVG.element(MarbleSVGFigure(rows: [.init(label: "s", diagram: parse(diagram))])))
            .named("polygon").count
    }

    func testARowThatEndsHasNoArrowAfterItsEnd() {
        XCTAssertEqual(arrows("--a--|"), 0)
        XCTAssertEqual(arrows("--a--#"), 0)
        XCTAssertEqual(arrows("--a--"), 1, "a row that goes on keeps its arrow")
        let ended = MarbleSVG.element(MarbleSVGFigure(rows: [.init(label: "s", diagram: parse("--a--|"))]))
        XCTAssertFalse(ended.contains("stroke-dasharray=\"4 4\""), "no dashed line after the end: \(ended)")
    }

    /// `(ab|)` is one moment: one group that starts at its tick (its first value on the tick,
    /// as `-(ab)` reads in text), clear of the next tick's value.
    func testEventsAtOneTickAreOneGroupStartingAtTheTick() throws {
        var figure = MarbleSVGFigure(rows: [.init(label: "s", diagram: parse("--(ab)-c|"))])
        figure.clock = true
        let reader = SVGReader.read(MarbleSVG.element(figure))
        let clock = try XCTUnwrap(reader.named("g").first { $0.attributes["class"] == "clock" })
        let x0 = Int(clock.attributes["data-x0"]!)!, origin = Int(clock.attributes["data-origin"]!)!, scale = Int(clock.attributes["data-scale"]!)!
        let x = { (tick: Int) in x0 + (tick - origin) * scale }
        let bracket = try XCTUnwrap(reader.named("rect").first { $0.attributes["stroke-dasharray"] == "2 2" })
        XCTAssertEqual(bracket.attributes["data-t"], "2")
        let left = Int(bracket.attributes["x"]!)!, width = Int(bracket.attributes["width"]!)!
        let centres = reader.named("circle").map { Int($0.attributes["cx"]!)! }
        XCTAssertEqual(centres.count, 3)
        XCTAssertEqual(centres[0], x(2), "the group's first value sits on tick 2")
        XCTAssertGreaterThan(centres[1], x(2))
        XCTAssertEqual(left, x(2) - Self.radius - 4, "the bracket starts at the first value")
        XCTAssertLessThan(left + width, centres[2] - 14, "the group stays clear of tick 4's value")
    }

    /// A group at tick 0 (`of(1, 2, 3, 4, 5, 6)`'s `(123456|)`) starts on the axis: nothing
    /// reaches left of the row's line, and a mark at tick 0 points at the group's first value.
    func testAGroupAtTickZeroStaysRightOfTheAxisStart() throws {
        let rows: [MarbleSVGFigure.Row] = [.init(label: "expected", diagram: parse("(123|)")),
                                           .init(label: "actual", diagram: parse("(123456|)"), role: .result)]
        var figure = MarbleSVGFigure(rows: rows, mark: 0)
        figure.clock = true
        let reader = SVGReader.read(MarbleSVG.element(figure))
        let clock = try XCTUnwrap(reader.named("g").first { $0.attributes["class"] == "clock" })
        let x0 = Int(clock.attributes["data-x0"]!)!
        let lineStart = x0 - 14
        let circles = reader.named("circle").map { Int($0.attributes["cx"]!)! }
        XCTAssertEqual(circles.count, 9)
        XCTAssertGreaterThanOrEqual(circles.min()! - Self.radius, lineStart, "no value left of the row's line: \(circles), line from \(lineStart)")
        for bracket in reader.named("rect") where bracket.attributes["stroke-dasharray"] == "2 2" {
            XCTAssertGreaterThanOrEqual(Int(bracket.attributes["x"]!)! + 4, lineStart, "a group's bracket starts on the line")
        }
        XCTAssertEqual(circles.filter { $0 == x0 }.count, 2, "each row's first value sits on tick 0: \(circles)")
        let band = try XCTUnwrap(reader.named("rect").first { $0.attributes["fill"] == "#dc2626" })
        XCTAssertEqual(Int(band.attributes["x"]!)! + 8, x0, "the mark points at the first value, not the middle of the group")
    }

    private static let radius = 14

    /// With a clock, every value, `^` and `!` carries its tick, so a page showing tick t shows
    /// exactly what happened up to t.
    func testAClockFigureStampsEveryEventWithItsTick() {
        let diagram = parse("-a-^-b-(cd)-!")
        var figure = MarbleSVGFigure(rows: [.init(label: "s", diagram: diagram)])
        figure.clock = true
        let stamped = SVGReader.read(MarbleSVG.element(figure)).named("g").compactMap { $0.attributes["data-t"].flatMap { Int($0) } }
        let expected = diagram.events.map(\.time) + [diagram.subscription, diagram.unsubscription].compactMap { $0 }
        XCTAssertEqual(stamped.sorted(), expected.sorted())
        for tick in -2...10 {
            XCTAssertEqual(stamped.filter { $0 <= tick }.count, expected.filter { $0 <= tick }.count, "tick \(tick)")
        }
        XCTAssertFalse(MarbleSVG.element(MarbleSVGFigure(rows: [.init(label: "s", diagram: diagram)])).contains("data-t"),
                       "a figure without a clock is as before")
    }

    func testFiguresStackInOneDocument() {
        let svg = MarbleSVG.document([mapFigure, figure([("s", "-1-|", .source)], box: nil)])
        let reader = SVGReader.read(svg)
        XCTAssertNil(reader.failure)
        XCTAssertEqual(reader.named("svg").count, 1)
        XCTAssertTrue(svg.contains("<g transform=\"translate(0,"))
        XCTAssertTrue(MarbleSVG.document([]).contains("<svg"))
    }

    func testAnEmptyOrNeverEndingRowStillDrawsAnAxis() {
        let rows: [MarbleSVGFigure.Row] = [.init(label: "never", diagram: parse("-->")), .init(label: "empty", diagram: MarbleDiagram())]
        let reader = SVGReader.read(MarbleSVG.element(MarbleSVGFigure(rows: rows)))
        XCTAssertNil(reader.failure)
        XCTAssertEqual(reader.named("polygon").count, 2)
    }
}
