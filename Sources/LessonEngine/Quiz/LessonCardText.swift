import Marbles
import TextKit

/// What a learner reads for a lesson card: where the step comes from, the rows that feed it,
/// and how to write the answer.
public enum LessonCardText {
    /// The question, up to (not including) the prompt.
    public static func question(_ card: LessonCard, number: Int, of total: Int, language: Language, console: Console) -> [String] {
        let figure = card.figure
        var lines = [console.paint(wording("lesson-card-text.card", card.lesson, number, total, card.demoTitle)[language], .bold)]
        let place = "\(card.row.file):\(card.row.line)"
        lines.append("  " + wording("lesson-card-text.applied-at", card.row.operatorName, place)[language])
        lines += card.code.map { "    " + console.paint($0, .cyan) }
        lines.append("")
        for input in figure.inputs {
            lines.append("  " + DisplayWidth.pad(input.label, to: figure.labelWidth) + input.diagram)
        }
        var unknown = console.paint("?", .yellow)
        if let disposal = figure.disposal, disposal.column > 1 {
            unknown += String(repeating: " ", count: disposal.column - 1) + "!"
        }
        lines.append("  " + DisplayWidth.pad(figure.answerLabel, to: figure.labelWidth) + unknown)
        // Under the diagrams, unless long labels leave the legend too little room there.
        let column = console.width - (2 + figure.labelWidth) >= 40 ? 2 + figure.labelWidth : 4
        let indent = String(repeating: " ", count: column)
        for line in MarbleLegend.lines(figure.legend, width: console.width - column) {
            lines.append(indent + console.paint(line, .dim))
        }
        lines.append("")
        let scale = figure.scale.unitText(language)
        let start = wording("lesson-card-text.column-0-tick", figure.origin)[language]
        let operatorName = card.row.operatorName
        lines.append(console.paint(("  " + wording("lesson-card-text.write-the-row", operatorName, scale, start)[language]), .dim))
        if let disposal = figure.disposal {
            lines.append(console.paint(("  " + wording("lesson-card-text.its-subscriber-disposes-of-it", disposal.tick)[language]), .dim))
        }
        let sample = #"--k-|  k="two words""#
        let keys = figure.legend.isEmpty ? wording("lesson-card-text.keys", sample) : wording("lesson-card-text.keys-above", sample)
        lines.append(console.paint("  " + keys[language], .dim))
        return lines
    }

    /// `what does combineLatest draw? `
    public static func prompt(_ card: LessonCard, language: Language) -> String {
        ("  " + wording("lesson-card-text.what-does-draw", card.row.operatorName)[language] + " ")
    }
}
