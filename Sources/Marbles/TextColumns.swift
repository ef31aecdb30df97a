import TextKit
/// Two printed outputs side by side: the document's on the left, the actual on the right,
/// differing lines marked with `≠`.
///
/// ```
///   document | actual
///   next(0)  | next(0)
/// ≠ First 5  | First 4
/// ```
/// Columns are aligned by terminal display width, so Chinese text lines up. Tabs become
/// spaces (stops every 8 cells); trailing spaces are trimmed.
public struct TextColumns: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    /// 1-based line numbers (of the longer output) that differ.
    public var differingLines: [Int]
    public var isIdentical: Bool { differingLines.isEmpty }
    public var description: String { text }

    public static func compare(
        left: String,
        right: String,
        leftTitle: String = "document",
        rightTitle: String = "actual"
    ) -> TextColumns {
        let leftLines = lines(of: left)
        let rightLines = lines(of: right)
        let count = max(leftLines.count, rightLines.count)
        var width = DisplayWidth.width(of: leftTitle)
        for line in leftLines { width = max(width, DisplayWidth.width(of: line)) }

        func row(_ marker: String, _ l: String, _ r: String) -> String {
            var line = marker + DisplayWidth.pad(l, to: width) + " | " + r
            while line.last == " " { line.removeLast() }
            return line
        }
        var rows = [row("  ", leftTitle, rightTitle)]
        var differing: [Int] = []
        for index in 0..<count {
            let l = index < leftLines.count ? leftLines[index] : nil
            let r = index < rightLines.count ? rightLines[index] : nil
            let same = l == r
            if !same { differing.append(index + 1) }
            rows.append(row(same ? "  " : "≠ ", l ?? "", r ?? ""))
        }
        return TextColumns(text: rows.joined(separator: "\n"), differingLines: differing)
    }

    /// Lines without their terminators; a final newline does not make an empty last line.
    static func lines(of text: String) -> [String] {
        var result = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map { expandTabs(String($0)) }
        if result.last == "" { result.removeLast() }
        return result
    }

    static func expandTabs(_ line: String) -> String {
        var trimmed = line
        if trimmed.last == "\r" { trimmed.removeLast() }
        guard trimmed.contains("\t") else { return trimmed }
        var result = ""
        var column = 0
        for character in trimmed {
            if character == "\t" {
                let spaces = 8 - column % 8
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.width(of: character)
            }
        }
        return result
    }
}
