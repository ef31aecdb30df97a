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
    /// Keys and the values they stand for, in order of appearance.
    public let legend: [(key: String, value: String)]
    public let scale: MarbleScale
    /// The legend as a dictionary, key → value, for reading rows back.
    private let values: [String: String]

    init(rows: [Row], legend: [(key: String, value: String)], scale: MarbleScale) {
        self.rows = rows
        self.legend = legend
        self.scale = scale
        values = Dictionary(legend.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

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

    /// The events a row's diagram reads back as, with the document's parser, in ticks of the
    /// demo's clock (`^` marks where the row was subscribed, on the same axis) and with keys
    /// replaced by their values.
    public func readBack(_ diagram: String) throws -> MarbleDiagram {
        var parsed = try MarbleParser.parse(diagram, syntax: MarbleSyntax(style: .document, frame: scale.ticksPerColumn))
        // The parser reads `^` as a hot source's time 0; on this axis it is the column it sits in,
        // or its group's, `(^1)`, where it was subscribed as something arrived.
        let shift = diagram.firstIndex(of: "^").map { caret in
            let column = diagram.distance(from: diagram.startIndex, to: caret)
            return (column > 0 && diagram[diagram.index(before: caret)] == "(" ? column - 1 : column) * scale.ticksPerColumn
        } ?? 0
        parsed.events = parsed.events.map { event in
            var event = event
            event.time = (event.time + shift) / scale.columnsPerTick
            if event.kind == .next, let value = event.value, let full = values[value] { event.value = full }
            return event
        }
        parsed.subscription = parsed.subscription.map { ($0 + shift) / scale.columnsPerTick }
        parsed.unsubscription = parsed.unsubscription.map { ($0 + shift) / scale.columnsPerTick }
        return parsed
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
        var divisor = 0
        for row in figures.joined().joined() {
            for event in row.events { divisor = MarbleLayoutGCD.gcd(divisor, event.time) }
            let diagram = diagram(of: row)
            for time in [diagram.unsubscription, diagram.subscription].compactMap({ $0 }) { divisor = MarbleLayoutGCD.gcd(divisor, time) }
        }
        let drawn = figures.filter { !$0.isEmpty }
        for candidate in MarbleScale.candidates(gcd: divisor) {
            if drawn.allSatisfy({ (try? draw($0, scale: candidate)) != nil }) { return candidate }
        }
        return nil
    }

    /// How wide a value may be and still be drawn in place, tried in turn until the rows fit:
    /// a word where there is room, else up to 3, 2, then 1 characters; wider values (and any
    /// that is not a run of letters and digits) get a key.
    static let widthsInPlace = [8, 3, 2, 1]

    /// Draws `chains` on `scale`, values in place as wide as fits (``widthsInPlace``), the
    /// rest as keys. A row that goes on is drawn up to `lastTick`. No row is drawn wider
    /// than `maximumColumns` (a terminal's page: 400).
    static func draw(_ chains: [[TracedRow]], scale: MarbleScale, until lastTick: Int = 0, maximumColumns: Int = 400) throws -> TraceDrawing {
        if let time = undrawableTime(in: chains.joined()) { throw UndrawableTime(time: time) }
        guard MarbleDiagram.drawableTimes.contains(lastTick) else { throw UndrawableTime(time: lastTick) }
        // A row that cannot fit at any scale fails here, not after a drawing per width and scale
        // (a demo that pushes 100,000 values in one tick took a minute to be refused).
        if let widest = chains.joined().lazy.map(fewestColumns).max(), widest > maximumColumns {
            throw TooWide(columns: widest)
        }
        var failure: Error? = nil
        for widest in widthsInPlace {
            do {
                return try draw(chains, scale: scale, until: lastTick, widestInPlace: widest, maximumColumns: maximumColumns)
            } catch {
                failure = failure ?? error
            }
        }
        throw failure!
    }

    /// Why rows were not drawn: even at the finest packing they are wider than a page.
    struct TooWide: Error, CustomStringConvertible {
        let columns: Int
        var description: String { "the diagram would be at least \(columns) columns wide" }
    }

    /// The fewest columns `row` can be drawn in at any scale: one per event, and two more
    /// for the parentheses of events at one tick.
    static func fewestColumns(_ row: TracedRow) -> Int {
        var columns = 0
        var start = row.events.startIndex
        while start < row.events.endIndex {
            var end = start + 1
            while end < row.events.endIndex, row.events[end].time == row.events[start].time { end += 1 }
            columns += end - start == 1 ? 1 : end - start + 2
            start = end
        }
        return columns
    }

    /// The row as a diagram on the demo's axis: `^` where it was subscribed after tick 0, in a
    /// group with what it got at that very tick (`(^1)`: a replayed value), so a late subscriber
    /// never reads as subscribed at tick 0.
    public static func diagram(of row: TracedRow) -> MarbleDiagram {
        row.diagram(origin: 0)
    }

    private static func draw(_ chains: [[TracedRow]], scale: MarbleScale, until lastTick: Int, widestInPlace widest: Int,
                             maximumColumns: Int) throws -> TraceDrawing {
        let traced = chains.enumerated().flatMap { chain, rows in rows.map { (chain: chain, row: $0) } }
        // Values drawn as themselves, then keys for the rest, in order of appearance.
        var keys = ValueKeys(values: traced.flatMap { $0.row.events.compactMap { $0.kind == .next ? $0.value ?? "" : nil } }, widest: widest)
        let diagrams = traced.map { entry -> MarbleDiagram in
            var diagram = diagram(of: entry.row)
            diagram.events = diagram.events.map { event in
                var event = event
                event.time *= scale.columnsPerTick
                if event.kind == .next, let value = event.value { event.value = keys.drawn(value) }
                return event
            }
            diagram.subscription = diagram.subscription.map { $0 * scale.columnsPerTick }
            diagram.unsubscription = diagram.unsubscription.map { $0 * scale.columnsPerTick }
            return diagram
        }
        let figure = MarbleFigure(zip(traced, diagrams).map { ($0.0.row.label, $0.1) })
        var options = MarbleRenderOptions(frame: scale.ticksPerColumn, origin: 0, style: .document, errorMarker: "X", strict: false, maximumColumns: maximumColumns)
        options.commasInGroups = true
        let rendered = try figure.render(options: options)
        // Every row that goes on runs up to one column, the demo's last moment or past the longest
        // of them, then `>`.
        let texts = OpenEnds.aligned(rendered.diagrams, atLeast: (lastTick * scale.columnsPerTick) / scale.ticksPerColumn)
        let rows = zip(traced, zip(rendered.labels, texts)).map { entry, drawn in
            Row(name: drawn.0, diagram: drawn.1, chain: entry.chain, traced: entry.row)
        }
        return TraceDrawing(rows: rows, legend: keys.entries, scale: scale)
    }
}
