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
        let zh = language == .zh
        guard let figure = figure() else {
            // Too crowded for text: list the events instead.
            let listed = CourseFigure.listed(rows.map { CourseFigure.Row($0.label, $0.diagram) }, nothing: zh ? "（无）" : "(nothing)")
            return zip(listed, rows).map { ($0.0, $0.1.role) }
                + [(zh ? "（太密了，无法用文本画出；用 --svg FILE 画成图）" : "(too crowded to draw as text; --svg FILE draws it)", nil)]
        }
        var lines: [(String, MarbleSVGFigure.Role?)] = zip(figure.lines, rows).map { ($0.0, $0.1.role) }
        let indent = String(repeating: " ", count: figure.labelWidth)
        lines += figure.legendLines(width: max(20, 78 - figure.labelWidth)).map { (indent + $0, nil) }
        lines.append((zh ? "（\(figure.unitText(language))）" : "(\(figure.unitText(language)))", nil))
        return lines
    }

    /// Which marks the text uses that a newcomer may not know, explained in one line.
    public var keyLine: String? { keyLine(language: .en) }

    /// ``keyLine`` in `language`.
    public func keyLine(language: Language) -> String? {
        let zh = language == .zh
        var parts: [String] = []
        let diagrams = rows.map(\.diagram)
        if diagrams.contains(where: { $0.subscription != nil }) { parts.append(zh ? "^ 订阅" : "^ subscribed") }
        if diagrams.contains(where: { $0.unsubscription != nil }) { parts.append(zh ? "! 取消订阅" : "! unsubscribed") }
        if diagrams.contains(where: { $0.goesOn }) { parts.append(zh ? "> 还在继续" : "> goes on") }
        if diagrams.contains(where: { $0.events.contains { $0.kind == .error } }) { parts.append(zh ? "\(CourseFigure.errorMark) 错误" : "\(CourseFigure.errorMark) error") }
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
        console.out((language == .zh ? "  Swift 写法： " : "  in Swift:  ") + code)
        if tryIt { console.out((language == .zh ? "  试一试：     " : "  try it:    ") + example.exampleCommand) }
    }
}
