import TextKit
import Marbles

extension CourseFigure {
    /// Expected over actual on one axis, as the grader and both quizzes show a difference: a
    /// caret under the first difference with its sentence, the keys either row uses (one key
    /// per value across both), then the unit line. One column a tick, or 2…8 where values on
    /// neighbouring ticks would run together (`scales` to choose others); `keys` to start from
    /// keys already shown (another figure's of the same report). Listed event by event when nothing draws it.
    /// `subscribedAt`: the clock's tick of column 0 when the rows count from a late subscription.
    public static func comparison(expected: MarbleDiagram, actual: MarbleDiagram, difference: MarbleDifference?,
                                  labels: (expected: String, actual: String), language: Language, origin: Int = 0,
                                  subscribedAt clockTick: Int = 0, scales: [MarbleScale]? = nil, keys: ValueKeys? = nil,
                                  unitLine: Bool = true, width: Int = 80) -> [String] {
        let rows = [Row(labels.expected, expected), Row(labels.actual, actual)]
        let scales = scales ?? (1...8).map { MarbleScale(columnsPerTick: $0) }
        let sentence = difference?.sentences[language]
        guard let figure = try? draw(rows, origin: origin, scales: scales, until: nil,
                                     keys: keys.map { [$0] } ?? widthsInPlace.map { ValueKeys(values: values(of: rows), widest: $0) },
                                     maximumColumns: maximumColumns, accept: { _ in true }) else {
            let lines = listed(rows, nothing: wording("figure.nothing")[language])
            let indent = (rows.map { DisplayWidth.width(of: $0.label) }.max() ?? 0) + 2
            return lines + (sentence.map { [String(repeating: " ", count: indent) + $0] } ?? [])
        }
        var lines = figure.lines
        if let difference, let sentence {
            // The caret under the difference when it falls in the picture; the sentence alone otherwise.
            let widest = lines.map(DisplayWidth.width(of:)).max() ?? 0
            if let column = figure.column(of: difference.time), column <= widest {
                lines.append(String(repeating: " ", count: column) + "^ " + sentence)
            } else {
                lines.append(String(repeating: " ", count: figure.labelWidth) + sentence)
            }
        }
        let indent = String(repeating: " ", count: figure.labelWidth)
        lines += figure.legendLines(width: max(20, width - figure.labelWidth)).map { indent + $0 }
        if unitLine {
            let unit = figure.unitText(language)
            lines.append((clockTick == 0 ? wording("figure.unit", unit) : wording("figure.unit.subscribed-at", unit, clockTick))[language])
        }
        return lines
    }
}
