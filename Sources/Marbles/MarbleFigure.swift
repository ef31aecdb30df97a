import TextKit
/// Several named streams on one time axis, like a marble figure in a book: sources above,
/// the result below, labels left-aligned.
///
/// ```swift
/// let figure = MarbleFigure([
///     ("source", try MarbleParser.parse("--1--2--3--|")),
///     ("map", try MarbleParser.parse("--2--4--6--|")),
/// ])
/// print(try figure.render().text)
/// // Prints: source  --1--2--3--|
/// //         map     --2--4--6--|
/// ```
/// One frame, one origin and one style for all rows; in RxJS style the keys are shared, so
/// one legend line (under the diagrams) serves every row.
public struct MarbleFigure: Hashable, Sendable {
    public struct Row: Hashable, Sendable {
        public var label: String
        public var diagram: MarbleDiagram

        public init(label: String, diagram: MarbleDiagram) {
            self.label = label
            self.diagram = diagram
        }
    }

    public var rows: [Row]

    public init(_ rows: [Row]) {
        self.rows = rows
    }

    public init(_ rows: [(String, MarbleDiagram)]) {
        self.rows = rows.map { Row(label: $0.0, diagram: $0.1) }
    }

    public func render(options: MarbleRenderOptions = MarbleRenderOptions()) throws(MarbleRenderError) -> RenderedFigure {
        let result = try MarbleLayout.lay(rows.map(\.diagram), options: options)
        return RenderedFigure(
            labels: rows.map(\.label),
            diagrams: result.texts,
            style: result.style,
            frame: result.frame,
            origin: result.origin,
            legend: result.legend
        )
    }
}

/// A drawn figure: one line per row, then the legend if keys were needed.
public struct RenderedFigure: Hashable, Sendable, CustomStringConvertible {
    public var labels: [String]
    /// The rows' diagrams, without labels.
    public var diagrams: [String]
    public var style: MarbleStyle
    public var frame: Int
    public var origin: Int
    public var legend: [MarbleLegendEntry]

    /// Display width of the label column: the widest label plus two spaces (0 if no row
    /// has a label).
    public var labelWidth: Int {
        let widest = labels.map { DisplayWidth.width(of: $0) }.max() ?? 0
        return widest == 0 ? 0 : widest + 2
    }

    /// `label  diagram`, one per row.
    public var lines: [String] {
        let width = labelWidth
        return zip(labels, diagrams).map { label, diagram in
            DisplayWidth.pad(label, to: width) + diagram
        }
    }

    /// `a=10 b=11`, indented to the diagrams' column, or nil.
    public var legendLine: String? {
        MarbleLegend.line(legend).map { String(repeating: " ", count: labelWidth) + $0 }
    }

    /// The figure's lines and legend joined with newlines (no final newline).
    public var text: String {
        (lines + (legendLine.map { [$0] } ?? [])).joined(separator: "\n")
    }

    public var description: String { text }
}
