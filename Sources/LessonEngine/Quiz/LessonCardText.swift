import Marbles
import TextKit

/// What a learner reads for a lesson card: where the step comes from, the rows that feed it,
/// and how to write the answer.
public enum LessonCardText {
    /// The question, up to (not including) the prompt.
    public static func question(_ card: LessonCard, number: Int, of total: Int, language: Language, console: Console) -> [String] {
        let zh = language == .zh, figure = card.figure
        var lines = [console.paint(zh ? "\(card.lesson) · 第 \(number)/\(total) 题 · \(card.demoTitle.zh)"
                                      : "\(card.lesson) · card \(number) of \(total) · \(card.demoTitle.en)", .bold)]
        let place = "\(card.row.file):\(card.row.line)"
        lines.append(zh ? "  \(card.row.operatorName) 用在 \(place)：" : "  \(card.row.operatorName), applied at \(place):")
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
        let start = zh ? "第 0 列是第 \(figure.origin) 拍" : "column 0 = tick \(figure.origin)"
        let operatorName = card.row.operatorName
        lines.append(console.paint(zh ? "  写出 \(operatorName) 那一行：\(scale)，\(start)。" : "  Write the \(operatorName) row: \(scale), \(start).", .dim))
        if let disposal = figure.disposal {
            lines.append(console.paint(zh ? "  它的订阅者在第 \(disposal.tick) 拍取消了订阅（!）：此后它什么也不发。"
                                          : "  Its subscriber disposes of it at tick \(disposal.tick) (the !): nothing comes after.", .dim))
        }
        let keys = figure.legend.isEmpty
            ? (zh ? "太宽的值起个键，写在弹珠图后面：" : "A value too wide to write in place gets a key: ")
            : (zh ? "上面的键可以直接用；新的宽值起个键：" : "The keys above may be used; a new wide value gets a key: ")
        lines.append(console.paint("  " + keys + #"--k-|  k="two words""#, .dim))
        return lines
    }

    /// `what does combineLatest draw? `
    public static func prompt(_ card: LessonCard, language: Language) -> String {
        language == .zh ? "  \(card.row.operatorName) 的弹珠图是？ " : "  what does \(card.row.operatorName) draw? "
    }
}
