import TextKit
import LessonKit
import Marbles
import RxTestCore

extension GalleryPicture {
    /// The rows drawn as text on one time axis (one column = one tick when that fits),
    /// then the legend line if values needed keys. Each line comes with the role of its row
    /// (nil for the legend and notes) so a console can colour it.
    public func figureLines(language: Language = .en) -> [(text: String, role: MarbleSVGFigure.Role?)] {
        let figure = MarbleFigure(rows.map { ($0.label, $0.diagram) })
        // The course's notation (document style) wherever it can draw the picture.
        for (frame, style) in [(1, .document), (nil, .document), (1, nil), (nil, nil)] as [(Int?, MarbleStyle?)] {
            let options = MarbleRenderOptions(frame: frame, origin: origin, style: style, errorMarker: "#", strict: false, maximumColumns: 400)
            guard let rendered = try? figure.render(options: options) else { continue }
            var lines: [(String, MarbleSVGFigure.Role?)] = zip(rendered.lines, rows).map { ($0.0, $0.1.role) }
            if let legend = rendered.legendLine { lines.append((legend, nil)) }
            let scale = LessonReport.scaleText(MarbleScale(ticksPerColumn: rendered.frame), language: language)
            lines.append((wording("gallery-picture-drawing.scale", scale)[language], nil))
            return lines
        }
        // Too crowded for text: list the events instead.
        let width = rows.map { DisplayWidth.width(of: $0.label) }.max() ?? 0
        return rows.map { row in
            let events = row.diagram.events.map(\.description).joined(separator: ", ")
            return (row.label + String(repeating: " ", count: width + 2 - DisplayWidth.width(of: row.label)) + (events.isEmpty ? wording("gallery-picture-drawing.nothing")[language] : events), row.role)
        } + [(wording("gallery-picture-drawing.too-crowded-to-draw-as")[language], nil)]
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
        if diagrams.contains(where: { $0.events.contains { $0.kind == .error } }) { parts.append("# " + wording("gallery-picture-drawing.error")[language]) }
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

    /// What `marbles` and `play` print: the meaning, the picture, the code.
    public func print(to console: Console, tryIt: Bool, language: Language = .en) {
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
        if tryIt { console.out("  " + DisplayWidth.pad(labels[1], to: column) + example.exampleCommand) }
    }
}
