import TextKit
import LessonKit
import Marbles
import RxTestCore

extension GalleryPicture {
    /// `rows` (all of the picture's by default) as the course draws them: one column a tick
    /// when that draws them, else the coarsest scale that does; nil when none does.
    public func figure(of rows: [Row]? = nil) -> CourseFigure? {
        let rows = rows ?? self.rows
        return try? CourseFigure.draw(rows.map { CourseFigure.Row($0.label, $0.diagram) }, origin: origin,
                                      scales: CourseFigure.oneTickFirst(for: rows.map(\.diagram), origin: origin))
    }

    /// The rows drawn as text on one time axis, then the legend if values needed keys, then
    /// the unit line. Each line comes with the role of its row (nil for the legend and notes)
    /// so a console can colour it.
    public func figureLines(language: Language = .en) -> [(text: String, role: MarbleSVGFigure.Role?)] {
        guard let figure = figure() else {
            // Too crowded for text: list the events instead.
            let listed = CourseFigure.listed(rows.map { CourseFigure.Row($0.label, $0.diagram) }, nothing: wording("gallery-picture-drawing.nothing")[language])
            return zip(listed, rows).map { ($0.0, $0.1.role) } + [(wording("gallery-picture-drawing.too-crowded-to-draw-as")[language], nil)]
        }
        var lines: [(String, MarbleSVGFigure.Role?)] = zip(figure.lines, rows).map { ($0.0, $0.1.role) }
        let indent = String(repeating: " ", count: figure.labelWidth)
        lines += figure.legendLines(width: max(20, 78 - figure.labelWidth)).map { (indent + $0, nil) }
        lines.append((wording("gallery-picture-drawing.scale", figure.unitText(language))[language], nil))
        return lines
    }

    /// Which marks the text uses that a newcomer may not know, explained in one line.
    public var keyLine: String? { keyLine(language: .en) }

    /// ``keyLine`` in `language`.
    public func keyLine(language: Language) -> String? {
        var parts: [String] = []
        let diagrams = rows.map(\.diagram)
        if diagrams.contains(where: { $0.subscription != nil }) { parts.append(wording("gallery-picture-drawing.subscribed")[language]) }
        if diagrams.contains(where: { $0.unsubscription != nil }) { parts.append(wording("gallery-picture-drawing.unsubscribed")[language]) }
        if diagrams.contains(where: { $0.goesOn }) { parts.append(wording("gallery-picture-drawing.goes-on")[language]) }
        if diagrams.contains(where: { $0.events.contains { $0.kind == .error } }) { parts.append("\(CourseFigure.errorMark) " + wording("gallery-picture-drawing.error")[language]) }
        return parts.isEmpty ? nil : parts.joined(separator: "   ")
    }

    /// The picture as SVG: sources, the operator in a box, the result.
    public var svgFigure: MarbleSVGFigure { svgFigure(language: .en) }

    /// ``svgFigure`` with the meaning in `language`.
    public func svgFigure(language: Language) -> MarbleSVGFigure {
        var end: Int? = nil
        if let cut { end = cut }
        return MarbleSVGFigure(
            title: example.name,
            caption: example.meaning(in: language),
            rows: rows.map { MarbleSVGFigure.Row(label: $0.label, diagram: $0.diagram, role: $0.role) },
            operatorLabel: code,
            origin: origin,
            end: end,
            unit: Tick.axis(language)
        )
    }

    /// What `marbles` and `play` print: the meaning, the picture, the code, and with
    /// `tryIt` (the words this learner types for rxlesson) the command that plays it.
    public func print(to console: Console, tryIt invocation: String?, language: Language = .en) {
        // The meaning wraps under itself, after the name.
        let meaning = Wrapping.wrap(example.name + " — " + example.meaning(in: language), width: console.width,
                                    hangingIndent: String(repeating: " ", count: DisplayWidth.width(of: example.name) + 3))
        console.out(console.paint(example.name, .bold) + String((meaning.first ?? "").dropFirst(example.name.count)))
        meaning.dropFirst().forEach { console.out($0) }
        console.out()
        for line in figureLines(language: language) {
            switch line.role {
            case .result?: console.out("  " + console.paint(line.text, .cyan))
            case .inner?: console.out("  " + console.paint(line.text, .dim))
            default: console.out("  " + line.text)
            }
        }
        for note in notes { console.out("  " + console.paint(note, .dim)) }
        console.out()
        if let key = keyLine(language: language) { console.out(console.paint("  " + key, .dim)) }
        // The two labels in one column, two spaces after the wider.
        let labels = [wording("gallery-picture-drawing.in-swift")[language], wording("gallery-picture-drawing.try-it")[language]]
        let column = labels.map { DisplayWidth.width(of: $0) }.max()! + 2
        console.out("  " + DisplayWidth.pad(labels[0], to: column) + code)
        if let invocation {
            let lead = "  " + DisplayWidth.pad(labels[1], to: column)
            ShellLines.fold(example.exampleCommand(invocation), lead: lead, indent: String(repeating: " ", count: DisplayWidth.width(of: lead) + 2),
                            width: console.width).forEach { console.out($0) }
        }
    }
}
