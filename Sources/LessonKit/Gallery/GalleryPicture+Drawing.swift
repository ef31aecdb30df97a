import Marbles
import RxTest

extension GalleryPicture {
    /// The rows drawn as text on one time axis (one column = one tick when that fits),
    /// then the legend line if values needed keys. Each line comes with the role of its row
    /// (nil for the legend and notes) so a console can colour it.
    public func figureLines() -> [(text: String, role: MarbleSVGFigure.Role?)] {
        let figure = MarbleFigure(rows.map { ($0.label, $0.diagram) })
        for frame in [1, nil] as [Int?] {
            let options = MarbleRenderOptions(frame: frame, origin: origin, errorMarker: "#", strict: false, maximumColumns: 400)
            guard let rendered = try? figure.render(options: options) else { continue }
            var lines: [(String, MarbleSVGFigure.Role?)] = zip(rendered.lines, rows).map { ($0.0, $0.1.role) }
            if let legend = rendered.legendLine { lines.append((legend, nil)) }
            if rendered.frame != 1 { lines.append(("(one column = \(rendered.frame) ticks)", nil)) }
            return lines
        }
        // Too crowded for text: list the events instead.
        let width = rows.map { TerminalWidth.of($0.label) }.max() ?? 0
        return rows.map { row in
            let events = row.diagram.events.map(\.description).joined(separator: ", ")
            return (row.label + String(repeating: " ", count: width + 2 - TerminalWidth.of(row.label)) + (events.isEmpty ? "(nothing)" : events), row.role)
        } + [("(too crowded to draw as text; --svg FILE draws it)", nil)]
    }

    /// Which marks the text uses that a newcomer may not know, explained in one line.
    public var keyLine: String? {
        var parts: [String] = []
        let diagrams = rows.map(\.diagram)
        if diagrams.contains(where: { $0.subscription != nil }) { parts.append("^ subscribed") }
        if diagrams.contains(where: { $0.unsubscription != nil }) { parts.append("! unsubscribed") }
        if diagrams.contains(where: { $0.goesOn }) { parts.append("> goes on") }
        if diagrams.contains(where: { $0.events.contains { $0.kind == .error } }) { parts.append("# error") }
        return parts.isEmpty ? nil : parts.joined(separator: "   ")
    }

    /// The picture as SVG: sources, the operator in a box, the result.
    public var svgFigure: MarbleSVGFigure {
        var end: Int? = nil
        if let cut { end = cut }
        return MarbleSVGFigure(
            title: example.name,
            caption: example.meaning,
            rows: rows.map { MarbleSVGFigure.Row(label: $0.label, diagram: $0.diagram, role: $0.role) },
            operatorLabel: code,
            origin: origin,
            end: end,
            unit: "ticks (one diagram column = 1 tick)"
        )
    }

    /// What `marbles` and `play` print: the meaning, the picture, the code.
    func print(to console: Console, tryIt: Bool) {
        console.out(console.paint(example.name, .bold) + " — " + example.meaning)
        console.out()
        for line in figureLines() {
            switch line.role {
            case .result?: console.out("  " + console.paint(line.text, .cyan))
            case .inner?: console.out("  " + console.paint(line.text, .dim))
            default: console.out("  " + line.text)
            }
        }
        for note in notes { console.out("  " + console.paint(note, .dim)) }
        console.out()
        if let key = keyLine { console.out(console.paint("  " + key, .dim)) }
        console.out("  in Swift:  " + code)
        if tryIt { console.out("  try it:    " + example.exampleCommand) }
    }
}
