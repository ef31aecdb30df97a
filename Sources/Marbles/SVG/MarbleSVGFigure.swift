import TextKit
/// A marble figure to draw as SVG: labelled streams on one time axis, like a picture in a
/// book. Sources above, an optional operator box, results below.
///
/// ```swift
/// let figure = MarbleSVGFigure(
///     title: "take(2)",
///     caption: "emits only the first n values, then completes",
///     rows: [
///         .init(label: "source", diagram: try MarbleParser.parse("--a--b--c--|")),
///         .init(label: "take(2)", diagram: try MarbleParser.parse("--a--(b|)"), role: .result),
///     ],
///     operatorLabel: "take(2)"
/// )
/// let svg = MarbleSVG.document(figure)   // "<?xml …?><svg …>…</svg>"
/// ```
/// Values are balls (a pill when the value is wide), `completed` a bar, `error` a cross.
/// A row with a `subscription` gets a band from `^` to its end (its `!`, its terminal or
/// the end of the picture); events outside that band (a hot source's events nobody saw)
/// are faded. A row that `goesOn` keeps a solid line up to the arrow; a row ends at its `|`
/// or `X` (no arrow after it); after a `!` the line is dashed. Events at one tick are one
/// group centred on that tick.
///
/// Pure and deterministic: the same figure always gives byte-identical text (integer
/// coordinates, colours by value identity within the figure, no ids, no external assets).
public struct MarbleSVGFigure: Hashable, Sendable {
    /// How a row is drawn: sources plain, results bold, inner streams (one subscription of
    /// an inner observable, a window) grey.
    public enum Role: String, Hashable, Sendable {
        case source
        case result
        case inner
    }

    public struct Row: Hashable, Sendable {
        public var label: String
        public var diagram: MarbleDiagram
        public var role: Role

        public init(label: String, diagram: MarbleDiagram, role: Role = .source) {
            self.label = label
            self.diagram = diagram
            self.role = role
        }
    }

    /// Bold line at the top, if any.
    public var title: String?
    /// Grey text under the title (wrapped to the picture's width), if any.
    public var caption: String?
    public var rows: [Row]
    /// Text of a box drawn just above the first `.result` row (e.g. `take(2)`); nil: no box.
    public var operatorLabel: String?
    /// The tick at the left end of the axis. nil: 0, or the earliest tick if anything is earlier.
    public var origin: Int?
    /// The tick at the right end of the axis. nil: just after the last thing drawn.
    public var end: Int?
    /// The ruler's caption, in the reader's language, e.g. `time → ticks (1 tick = 0.1 s)`.
    /// nil: `time → ticks`.
    public var unit: String?
    /// A tick to point at, as the text figures' caret does (where two rows first differ): a
    /// red dashed line across the rows, its tooltip `markNote`. nil: none.
    public var mark: Int?
    public var markNote: String?
    /// For a page with a slider over the virtual clock: every value, `^` and `!` carries its
    /// tick (`data-t`) and a clock hand is drawn (see `MarbleSVGLayout.clockHand`).
    public var clock = false

    public init(title: String? = nil, caption: String? = nil, rows: [Row], operatorLabel: String? = nil,
                origin: Int? = nil, end: Int? = nil, unit: String? = nil, mark: Int? = nil, markNote: String? = nil) {
        self.title = title
        self.caption = caption
        self.rows = rows
        self.operatorLabel = operatorLabel
        self.origin = origin
        self.end = end
        self.unit = unit
        self.mark = mark
        self.markNote = markNote
    }
}

/// Renders ``MarbleSVGFigure``s as SVG text. Pure: no clock, no files, no dependencies.
public enum MarbleSVG {
    /// One figure as an `<svg>` element (for inlining in HTML).
    public static func element(_ figure: MarbleSVGFigure) -> String {
        element([figure])
    }

    /// Several figures stacked top to bottom in one `<svg>` element.
    public static func element(_ figures: [MarbleSVGFigure]) -> String {
        var drawings = figures.map { $0.isDrawable ? MarbleSVGLayout(figure: $0).draw() : undrawable }
        if drawings.isEmpty { drawings = [SVGDrawing(width: 200, height: 40, body: "")] }
        let width = drawings.map(\.width).max() ?? 0
        let gap = 12
        let height = drawings.map(\.height).reduce(0, +) + gap * (drawings.count - 1)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\""
        out += " font-family=\"\(SVGStyle.font)\" role=\"img\">\n"
        let labels = figures.compactMap { $0.title }.joined(separator: "; ")
        if !labels.isEmpty { out += "<title>\(Escaping.xml(labels))</title>\n" }
        out += "<rect x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\" fill=\"#ffffff\"/>\n"
        var y = 0
        for (index, drawing) in drawings.enumerated() {
            if index > 0 {
                out += "<line x1=\"16\" y1=\"\(y - gap / 2)\" x2=\"\(width - 16)\" y2=\"\(y - gap / 2)\" stroke=\"#e5e7eb\" stroke-width=\"1\"/>\n"
            }
            out += y == 0 ? "<g>\n" : "<g transform=\"translate(0,\(y))\">\n"
            out += drawing.body
            out += "</g>\n"
            y += drawing.height + gap
        }
        out += "</svg>\n"
        return out
    }

    /// A standalone SVG file: the XML declaration and the element.
    public static func document(_ figure: MarbleSVGFigure) -> String {
        document([figure])
    }

    /// A standalone SVG file holding several figures stacked.
    public static func document(_ figures: [MarbleSVGFigure]) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(figures)
    }
}

/// A drawn figure: its size and its elements, positioned from (0, 0).
struct SVGDrawing {
    var width: Int
    var height: Int
    var body: String
}

extension MarbleSVGFigure {
    /// The most ticks one picture spans: more would be an axis millions of pixels long.
    public static let drawableSpan = 1_000_000

    /// Every time (events, `^`, `!`, the mark, the axis's ends) as far from 0 as
    /// ``MarbleDiagram/drawableTimes`` goes, either way (a hot source's events before the
    /// subscription are drawn, left of 0), all within ``drawableSpan`` ticks of each other.
    public var isDrawable: Bool {
        var times = rows.flatMap { row in row.diagram.events.map(\.time) + [row.diagram.subscription, row.diagram.unsubscription].compactMap { $0 } }
        times += [mark, origin, end].compactMap { $0 }
        let bound = MarbleDiagram.drawableTimes.upperBound
        guard times.allSatisfy((-bound...bound).contains) else { return false }
        return (times.max() ?? 0) - min(0, times.min() ?? 0) <= Self.drawableSpan
    }
}

extension MarbleSVG {
    /// In place of a figure whose times cannot be drawn.
    static var undrawable: SVGDrawing {
        SVGDrawing(width: 240, height: 24, body: "<text x=\"8\" y=\"16\" font-size=\"12\" fill=\"#6b7280\">…</text>\n")
    }
}
