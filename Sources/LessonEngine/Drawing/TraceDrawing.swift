import Foundation
import TextKit
import LessonKit
import Marbles

/// Traced chains drawn in document style on one time axis: one row per operator (probes'
/// names on the rows they name), a blank line between chains, column 0 at tick 0 of the
/// clock. Demos, the playground, a failing exercise and the quiz all draw with it.
public struct TraceDrawing {
    public struct Row {
        /// The row's label: `first: interval  MyInterval.swift:10`.
        public let name: String
        /// The diagram, keys in place of values too wide to draw.
        public let diagram: String
        /// Which chain of the demo the row belongs to, from 0.
        public let chain: Int
        /// What the trace recorded for the row.
        public let traced: TracedRow
    }

    public let rows: [Row]
    /// The rows as the course draws them.
    public let figure: CourseFigure
    /// Keys and the values they stand for, in order of appearance.
    public var legend: [(key: String, value: String)] { figure.legend }
    public var scale: MarbleScale { figure.scale }

    /// The width of the label column, gap included.
    public var labelWidth: Int { (rows.map { DisplayWidth.width(of: $0.name) }.max() ?? 0) + 2 }

    /// Rows labelled and aligned, a blank line between chains, without the legend.
    public var lines: [String] {
        let width = labelWidth
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            if index > 0, row.chain != rows[index - 1].chain { lines.append("") }
            lines.append(DisplayWidth.pad(row.name, to: width) + row.diagram)
        }
        return lines
    }

    /// Whether the rows, labels beside diagrams, fit in `width` columns.
    public func fitsBeside(width: Int) -> Bool {
        labelWidth + (rows.map { DisplayWidth.width(of: $0.diagram) }.max() ?? 0) <= width
    }

    /// The rows for a terminal `width` columns wide: as ``lines`` when they fit; else each
    /// label on a line of its own with its diagram under it, every diagram indented by two,
    /// so the columns of all rows still line up on one time axis.
    public func lines(width: Int) -> [String] {
        guard !fitsBeside(width: width) else { return lines }
        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            if index > 0, row.chain != rows[index - 1].chain { lines.append("") }
            lines.append(row.name)
            lines.append("  " + row.diagram)
        }
        return lines
    }

    /// Where the diagrams start in ``lines(width:)``.
    public func diagramColumn(width: Int) -> Int { fitsBeside(width: width) ? labelWidth : 2 }

    /// The legend as lines of at most `width` columns (`a=loading b="3 items"`), or [].
    public func legendLines(width: Int) -> [String] {
        MarbleLegend.lines(legend, width: width)
    }

    /// The figure as text: rows, then the legend wrapped to `width`.
    /// With `fold`, rows too wide for `width` get their labels above them (``lines(width:)``).
    public func text(width: Int = 80, fold: Bool = false) -> String {
        let indent = fold ? diagramColumn(width: width) : labelWidth
        return ((fold ? lines(width: width) : lines) + legendLines(width: max(20, width - indent)).map { String(repeating: " ", count: indent) + $0 }).joined(separator: "\n")
    }

    /// The events a row's diagram reads back as, in ticks of the demo's clock, keys replaced
    /// by their values.
    public func readBack(_ diagram: String) throws -> MarbleDiagram {
        try figure.read(diagram)
    }
}

extension TraceDrawing {
    /// A time no figure draws (outside ``MarbleDiagram/drawableTimes``): what a graded
    /// program that drove its clock near Int.max, or sent a negative time, reports.
    public struct UndrawableTime: Error, Sendable {
        public let time: Int
        public var sentences: Localized {
            wording("trace-drawing.a-recorded-time-cannot-be", time, MarbleDiagram.drawableTimes.upperBound)
        }
    }

    /// The first time of `rows` outside ``MarbleDiagram/drawableTimes``: events, subscription, disposal.
    public static func undrawableTime<Rows: Sequence>(in rows: Rows) -> Int? where Rows.Element == TracedRow {
        let drawable = MarbleDiagram.drawableTimes
        for row in rows {
            if !drawable.contains(row.subscribed) { return row.subscribed }
            if let disposed = row.disposed, !drawable.contains(disposed) { return disposed }
            if let event = row.events.first(where: { !drawable.contains($0.time) }) { return event.time }
        }
        return nil
    }

    /// The coarsest scale at which every figure of `figures` (each a list of chains) can be
    /// drawn, or nil if none can: the divisors of every time first, then 2, 3… columns a tick.
    public static func scale(for figures: [[[TracedRow]]]) -> MarbleScale? {
        if undrawableTime(in: figures.joined().joined()) != nil { return nil }
        let drawn = figures.filter { !$0.isEmpty }
        for candidate in CourseFigure.scales(for: figures.joined().joined().map(diagram(of:))) {
            if drawn.allSatisfy({ (try? draw($0, scale: candidate)) != nil }) { return candidate }
        }
        return nil
    }

    /// The row as a diagram on the demo's axis: `^` where it was subscribed after tick 0, in a
    /// group with what it got at that very tick (`(^1)`: a replayed value), so a late subscriber
    /// never reads as subscribed at tick 0.
    public static func diagram(of row: TracedRow) -> MarbleDiagram {
        row.diagram(origin: 0)
    }

    /// Draws `chains` on `scale` as the course draws every figure (``CourseFigure``). A row
    /// that goes on is drawn up to `lastTick`. No row is drawn wider than `maximumColumns`.
    /// `keys`: a report's, so that a value has the key it has in the report's other figures.
    public static func draw(_ chains: [[TracedRow]], scale: MarbleScale, until lastTick: Int = 0, keys: ValueKeys? = nil,
                            maximumColumns: Int = CourseFigure.maximumColumns) throws -> TraceDrawing {
        if let time = undrawableTime(in: chains.joined()) { throw UndrawableTime(time: time) }
        guard MarbleDiagram.drawableTimes.contains(lastTick) else { throw UndrawableTime(time: lastTick) }
        let traced = chains.enumerated().flatMap { chain, rows in rows.map { (chain: chain, row: $0) } }
        let rows = traced.map { CourseFigure.Row($0.row.label, diagram(of: $0.row)) }
        let figure = try keys.map { try CourseFigure.draw(rows, scales: [scale], until: lastTick, keys: $0, maximumColumns: maximumColumns) }
            ?? CourseFigure.draw(rows, scales: [scale], until: lastTick, maximumColumns: maximumColumns)
        return TraceDrawing(rows: zip(traced, figure.diagrams).map { entry, text in
            Row(name: entry.row.label, diagram: text, chain: entry.chain, traced: entry.row)
        }, figure: figure)
    }
}
