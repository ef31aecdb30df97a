import LessonKit

/// What a playground printed, read back with the virtual tick of every line. The host writes
/// a marker line (`\u{1}rxlesson-tick N`) before each tick it runs; reading removes the
/// markers, so the text is exactly what the program printed, and a line's tick is the one in
/// force where the line begins (lines printed before any marker are at tick 0).
public enum PrintedTicks {
    static let prefix = "\u{1}rxlesson-tick "

    /// The marker the host writes before running tick `tick`.
    public static func marker(_ tick: Int) -> String { prefix + "\(tick)\n" }

    /// `output` without its markers, and every printed line with its tick.
    public static func read(_ output: String) -> (text: String, lines: [Playground.Line]) {
        var text = ""
        var starts: [(offset: Int, tick: Int)] = []
        var rest = Substring(output)
        while let range = rest.range(of: prefix) {
            text += rest[..<range.lowerBound]
            let after = rest[range.upperBound...]
            let end = after.firstIndex(of: "\n") ?? after.endIndex
            starts.append((text.utf8.count, Int(after[..<end]) ?? 0))
            rest = end == after.endIndex ? after[end...] : after[after.index(after: end)...]
        }
        text += rest
        var lines: [Playground.Line] = []
        var offset = 0, tick = 0, next = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            while next < starts.count, starts[next].offset <= offset {
                tick = starts[next].tick
                next += 1
            }
            lines.append(Playground.Line(time: tick, text: String(line)))
            offset += line.utf8.count + 1
        }
        if lines.last?.text == "" { lines.removeLast() }
        return (text, lines)
    }
}
