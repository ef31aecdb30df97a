import TextKit
import Marbles

/// Rows of events on one time axis in the course's notation: what every figure a learner
/// reads is drawn with (lessons, the playground, the grader, `marbles` and `play`, both quiz
/// cards). It owns what they share: the error mark, the search for a scale, keys for values too
/// wide to draw in place (one key per value across every row), open ends drawn to one column,
/// and the unit line. Nothing is drawn that does not read back: every row, read with
/// ``MarbleParser`` at the figure's scale and through its legend, gives exactly the events,
/// `^`, `!` and `-->` it was drawn from; where a scale draws something else (`-12|` for `1` and
/// `2` on neighbouring ticks), the next one is tried.
public struct CourseFigure {
    public struct Row {
        public var label: String
        /// Times are ticks of the figure's clock.
        public var diagram: MarbleDiagram

        public init(_ label: String, _ diagram: MarbleDiagram) {
            self.label = label
            self.diagram = diagram
        }
    }

    /// An error is `#` in every figure: it is what a learner types in `play`, in a quiz answer
    /// and in RxTest's `createColdObservable`, and it reads as an error wherever it stands (`X`
    /// does only as a diagram's last token, never in a group, so figures drawing `X` needed `#`
    /// as well). `marble --rxjs` keeps RxJS's `#` too.
    public static let errorMark: Character = "#"

    /// How wide a value may be and still be drawn in place, tried in turn until the rows fit:
    /// a word where there is room, else up to 3, 2, then 1 characters; wider values (and any
    /// that is not a run of letters and digits) get a key.
    public static let widthsInPlace = [8, 3, 2, 1]

    /// A terminal's page: no row is drawn wider.
    public static let maximumColumns = 400

    public let rows: [Row]
    /// Each row as drawn, without its label.
    public let diagrams: [String]
    public let scale: MarbleScale
    /// The tick drawn at column 0.
    public let origin: Int
    /// The keys handed out: for reading rows and answers back, and for the next figure of a
    /// report, so that a value keeps its key.
    public let keys: ValueKeys

    /// Keys the rows use and the values they stand for, in order of appearance.
    public var legend: [(key: String, value: String)] { keys.entries }

    /// The width of the label column, gap included (0 when no row has a label).
    public var labelWidth: Int {
        let widest = rows.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
        return widest == 0 ? 0 : widest + 2
    }

    /// `label  diagram`, one per row.
    public var lines: [String] {
        zip(rows, diagrams).map { DisplayWidth.pad($0.0.label, to: labelWidth) + $0.1 }
    }

    /// The legend as lines of at most `width` columns (`a=loading b="3 items"`), or [].
    public func legendLines(width: Int) -> [String] {
        MarbleLegend.lines(legend, width: width)
    }

    /// The keys that the rows at `indices` are drawn with.
    func keys(usedBy indices: Range<Int>) -> Set<String> {
        let byValue = Dictionary(legend.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        return Set(rows[indices].flatMap { $0.diagram.events.compactMap { $0.kind == .next ? byValue[$0.value ?? ""] : nil } })
    }

    /// `one column = 1 tick = 0.1 s`.
    public func unitText(_ language: Language) -> String { scale.unitText(language) }

    /// The column of `tick` in ``lines``, or nil when it is left of the picture.
    public func column(of tick: Int) -> Int? {
        let columns = (tick - origin) * scale.columnsPerTick
        guard columns >= 0 else { return nil }
        return labelWidth + columns / scale.ticksPerColumn
    }

    /// Reads a row drawn at this figure's scale back into events at the figure's ticks, keys
    /// replaced by the values `legend` (the figure's own when nil) gives them.
    public func read(_ text: String, legend: [(key: String, value: String)]? = nil) throws -> MarbleDiagram {
        let values = Dictionary((legend ?? self.legend).map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
        let parsed = try MarbleParser.parseDetailed(text, syntax: MarbleSyntax(style: .document, frame: scale.ticksPerColumn))
        // The parser counts from `^`; the figure from its column 0.
        let tick = { (time: Int) in origin + (time - parsed.start) / scale.columnsPerTick }
        var diagram = parsed.diagram
        diagram.events = diagram.events.map { event in
            var event = event
            event.time = tick(event.time)
            if event.kind == .next, let value = event.value { event.value = values[value] ?? value }
            return event
        }
        diagram.subscription = diagram.subscription.map(tick)
        diagram.unsubscription = diagram.unsubscription.map(tick)
        return diagram
    }

    /// Why rows were not drawn: what the renderer refused at the finest scale tried, or a
    /// picture that reads back as other events.
    public struct NotDrawn: Error, CustomStringConvertible {
        public let sentences: Localized
        public var description: String { sentences.en }
    }
}

extension CourseFigure {
    /// Draws `rows` at the first of `scales` (and the widest of `widths`) at which every row
    /// reads back as itself and `accept` agrees; keys are shared by all rows, handed out
    /// anew for each width (or `keys` given, for all). Rows that go on are drawn to one
    /// column, at least that of `lastTick`.
    public static func draw(_ rows: [Row], origin: Int = 0, scales: [MarbleScale], until lastTick: Int? = nil,
                            widths: [Int] = widthsInPlace, maximumColumns: Int = maximumColumns,
                            accept: (CourseFigure) -> Bool = { _ in true }) throws -> CourseFigure {
        try draw(rows, origin: origin, scales: scales, until: lastTick, keys: widths.map { ValueKeys(values: values(of: rows), widest: $0) },
                 maximumColumns: maximumColumns, accept: accept)
    }

    /// Draws `rows` with `keys` (made for every value of a report, or a figure's ``keys``): a value
    /// keeps one key across the figures of a report.
    public static func draw(_ rows: [Row], origin: Int = 0, scales: [MarbleScale], until lastTick: Int? = nil, keys: ValueKeys,
                            maximumColumns: Int = maximumColumns) throws -> CourseFigure {
        try draw(rows, origin: origin, scales: scales, until: lastTick, keys: [keys], maximumColumns: maximumColumns, accept: { _ in true })
    }

    static func draw(_ rows: [Row], origin: Int, scales: [MarbleScale], until lastTick: Int?, keys choices: [ValueKeys],
                     maximumColumns: Int, accept: (CourseFigure) -> Bool) throws -> CourseFigure {
        // A row that cannot fit at any scale fails here, not after a drawing per width and scale
        // (a demo that pushes 100,000 values in one tick took a minute to be refused).
        if let widest = rows.lazy.map({ fewestColumns($0.diagram) }).max(), widest > maximumColumns {
            throw NotDrawn(sentences: MarbleRenderError.tooWide(columns: widest).sentences)
        }
        var failure: MarbleRenderError?
        for scale in scales {
            for start in choices {
                var keys = start
                let spread = rows.map { Self.spread($0.diagram, origin: origin, scale: scale, keys: &keys) }
                let rendered: RenderedFigure
                do {
                    rendered = try MarbleFigure(zip(rows, spread).map { ($0.0.label, $0.1) })
                        .render(options: renderOptions(frame: scale.ticksPerColumn, maximumColumns: maximumColumns))
                } catch {
                    failure = failure ?? error
                    continue
                }
                let end = lastTick.map { (($0 - origin) * scale.columnsPerTick) / scale.ticksPerColumn } ?? 0
                let figure = CourseFigure(rows: rows, diagrams: OpenEnds.aligned(rendered.diagrams, atLeast: end),
                                          scale: scale, origin: origin, keys: keys.keeping(usedIn: spread))
                if figure.readsBack, accept(figure) { return figure }
            }
        }
        throw NotDrawn(sentences: failure?.sentences
            ?? wording("figure.no-scale"))
    }

    /// The one way the course's figures are rendered.
    static func renderOptions(frame: Int, maximumColumns: Int = maximumColumns) -> MarbleRenderOptions {
        var options = MarbleRenderOptions(frame: frame, origin: 0, style: .document, errorMarker: errorMark, strict: false,
                                          maximumColumns: maximumColumns)
        // `(1,2,|)` as `(a,|)`, never `(12|)`: no group reads like one value, and no figure mixes two forms.
        options.commasInGroups = true
        return options
    }

    /// Whether every row reads back as the events, `^`, `!` and `-->` it was drawn from.
    var readsBack: Bool {
        zip(rows, diagrams).allSatisfy { row, text in
            guard let back = try? read(text) else { return false }
            return Self.drawable(back) == Self.drawable(row.diagram)
        }
    }

    /// What a figure shows of a diagram: an error's description is not drawn, nor is `-->`
    /// after an end.
    static func drawable(_ diagram: MarbleDiagram) -> MarbleDiagram {
        var drawn = diagram
        drawn.events = diagram.events.map { $0.kind == .error ? MarbleEvent(time: $0.time, kind: .error) : $0 }
        drawn.goesOn = diagram.goesOn && diagram.terminal == nil && diagram.unsubscription == nil
        return drawn
    }

    /// Every value of `rows`, in order: what keys are handed out for.
    public static func values(of rows: [Row]) -> [String] {
        rows.flatMap { $0.diagram.events.compactMap { $0.kind == .next ? $0.value ?? "" : nil } }
    }

    /// Times on the figure's columns (ticks from the origin × columns per tick) and values as drawn.
    static func spread(_ diagram: MarbleDiagram, origin: Int, scale: MarbleScale, keys: inout ValueKeys) -> MarbleDiagram {
        let column = { (tick: Int) in (tick - origin) * scale.columnsPerTick }
        var spread = diagram
        spread.events = diagram.events.map { event in
            MarbleEvent(time: column(event.time), kind: event.kind, value: event.kind == .next ? keys.drawn(event.value ?? "") : nil)
        }
        spread.subscription = diagram.subscription.map(column)
        spread.unsubscription = diagram.unsubscription.map(column)
        return spread
    }

    /// The fewest columns `diagram` can be drawn in at any scale: one per event, and two more
    /// for the parentheses of events at one tick.
    static func fewestColumns(_ diagram: MarbleDiagram) -> Int {
        var columns = 0
        var start = diagram.events.startIndex
        while start < diagram.events.endIndex {
            var end = start + 1
            while end < diagram.events.endIndex, diagram.events[end].time == diagram.events[start].time { end += 1 }
            columns += end - start == 1 ? 1 : end - start + 2
            start = end
        }
        return columns
    }

    /// The scales worth trying for `rows`, coarsest (narrowest picture) first: the divisors of
    /// every time's distance from `origin`, then 2, 3, … columns a tick.
    public static func scales(for rows: [MarbleDiagram], origin: Int = 0) -> [MarbleScale] {
        var divisor = 0
        for diagram in rows {
            for time in diagram.events.map(\.time) + [diagram.subscription, diagram.unsubscription].compactMap({ $0 }) {
                divisor = MarbleLayoutGCD.gcd(divisor, time - origin)
            }
        }
        return MarbleScale.candidates(gcd: divisor)
    }

    /// One column a tick first (what a learner types most easily), then ``scales(for:origin:)``.
    public static func oneTickFirst(for rows: [MarbleDiagram], origin: Int = 0) -> [MarbleScale] {
        [MarbleScale()] + scales(for: rows, origin: origin).filter { $0 != MarbleScale() }
    }

    /// Rows no scale draws, listed event by event with their `^`, `!` and `-->`, so that
    /// nothing a figure would show is lost: `^ @ 3, next(a) @ 5, ! @ 9`.
    public static func listed(_ rows: [Row], nothing: String) -> [String] {
        let width = (rows.map { DisplayWidth.width(of: $0.label) }.max() ?? 0) + 2
        return rows.map { row in
            let diagram = row.diagram
            var items: [(time: Int, text: String)] = diagram.events.map { ($0.time, $0.description) }
            if let start = diagram.subscription { items.insert((start, "^ @ \(start)"), at: items.firstIndex { $0.time >= start } ?? items.endIndex) }
            if let end = diagram.unsubscription { items.insert((end, "! @ \(end)"), at: items.lastIndex { $0.time <= end }.map { $0 + 1 } ?? 0) }
            var text = items.map(\.text).joined(separator: ", ")
            if drawable(diagram).goesOn { text += text.isEmpty ? "-->" : ", -->" }
            return DisplayWidth.pad(row.label, to: width) + (text.isEmpty ? nothing : text)
        }
    }
}
