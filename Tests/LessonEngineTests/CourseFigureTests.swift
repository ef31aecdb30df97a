@testable import LessonEngine
import LessonKit
import Marbles
import XCTest

/// The one figure: its mark, its scale search, its keys, its open ends, and what it does when
/// nothing draws.
final class CourseFigureTests: XCTestCase {
    /// `1` and `2` on neighbouring ticks drawn one column a tick would read as `12`: the search
    /// goes on to two columns a tick. An error is `#`, a group has commas.
    func testNeighbouringValuesGetRoomAndAnErrorIsAHash() throws {
        let rows = [CourseFigure.Row("merge", MarbleDiagram(events: [.next(1, "1"), .next(2, "2"), .error(3)])),
                    CourseFigure.Row("take", MarbleDiagram(events: [.next(1, "a"), .next(3, "b"), .completed(3)]))]
        let figure = try CourseFigure.draw(rows, scales: CourseFigure.oneTickFirst(for: rows.map(\.diagram)))
        XCTAssertEqual(figure.scale, MarbleScale(columnsPerTick: 2))
        XCTAssertEqual(figure.lines, ["merge  --1-2-#", "take   --a---(b,|)"])
        XCTAssertEqual(figure.unitText(.en), "2 columns = 1 tick = 0.1 s")
        for (row, text) in zip(rows, figure.diagrams) {
            XCTAssertEqual(try figure.read(text), CourseFigure.drawable(row.diagram), text)
        }
    }

    /// One key per value across the figures of one report: the grader's expected over actual and
    /// the chain drawn with the same keys give `20° 50%` the same key.
    func testAReportsFiguresShareTheirKeys() throws {
        let chain = MarbleDiagram(events: [.next(2, "21° 50%"), .next(4, "20° 50%")], goesOn: true)
        let expected = MarbleDiagram(events: [.next(2, "20° 50%"), .completed(4)])
        let actual = MarbleDiagram(events: [.next(2, "21° 50%"), .completed(4)])
        let rows = [CourseFigure.Row("chain", chain), CourseFigure.Row("expected", expected), CourseFigure.Row("actual", actual)]
        let keys = ValueKeys(values: CourseFigure.values(of: rows), widest: 8)
        let drawn = try CourseFigure.draw([rows[0]], scales: [MarbleScale()], keys: keys)
        let compared = CourseFigure.comparison(expected: expected, actual: actual, difference: MarbleDiff.firstDifference(expected: expected.events, actual: actual.events),
                                               labels: ("expected", "actual"), language: .en, keys: drawn.keys)
        XCTAssertEqual(drawn.lines, ["chain  --a-b-->"])
        XCTAssertEqual(Array(compared.prefix(4)), ["expected  --b-|", "actual    --a-|", "            ^ tick 2: expected next(20° 50%), got next(21° 50%)",
                                                   "          a=\"21° 50%\" b=\"20° 50%\""])
    }

    /// A legend reads back as the values it names, whatever they hold (one legend for the
    /// renderer's keys and the course's).
    func testEveryLegendValueReadsBack() throws {
        let values = ["20° 50%", "a\tb", "line\nbreak", "say \"hi\"", "back\\slash", "bell\u{7}", "k=v"]
        let row = CourseFigure.Row("odd", MarbleDiagram(events: values.enumerated().map { .next(2 * $0.offset, $0.element) }))
        let figure = try CourseFigure.draw([row], scales: [MarbleScale()])
        let legend = try MarbleLegend.split(figure.diagrams[0] + "  " + MarbleLegend.text(figure.legend)).legend
        XCTAssertEqual(legend.map(\.value), values)
        XCTAssertEqual(try figure.read(figure.diagrams[0], legend: legend).events.compactMap(\.value), values)
    }

    /// Open rows end at one column, at least the last moment asked for.
    func testOpenEndsEndTogether() throws {
        let rows = [CourseFigure.Row("a", MarbleDiagram(events: [.next(1, "x")], goesOn: true)),
                    CourseFigure.Row("b", MarbleDiagram(events: [.next(5, "y")], goesOn: true))]
        XCTAssertEqual(try CourseFigure.draw(rows, scales: [MarbleScale()], until: 9).diagrams, ["-x------->", "-----y--->"])
    }

    /// A late subscription in a group with what it got at once reads back at its own tick.
    func testALateSubscriptionReadsBack() throws {
        let row = CourseFigure.Row("replay", MarbleDiagram(events: [.next(3, "1"), .next(8, "2")], subscription: 3, unsubscription: 9))
        let figure = try CourseFigure.draw([row], scales: [MarbleScale()])
        XCTAssertTrue(figure.diagrams[0].hasPrefix("---(^"), figure.diagrams[0])
        XCTAssertEqual(try figure.read(figure.diagrams[0]), row.diagram, figure.diagrams[0])
    }

    /// Nothing draws at any scale tried: the events are listed, `^`, `!` and `-->` with them.
    func testWhatCannotBeDrawnIsListedWithItsMarks() {
        let row = CourseFigure.Row("late", MarbleDiagram(events: [.next(4, "a")], subscription: 2, unsubscription: 6))
        XCTAssertEqual(CourseFigure.listed([row, CourseFigure.Row("on", MarbleDiagram(goesOn: true))], nothing: "(nothing)"),
                       ["late  ^ @ 2, next(a) @ 4, ! @ 6", "on    -->"])
    }
}
