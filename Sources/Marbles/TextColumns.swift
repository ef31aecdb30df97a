import TextKit
/// Two printed outputs side by side: the document's on the left, the actual on the right,
/// aligned by a line diff (``LineDiff``), differing rows marked with `≠`. One missing line
/// marks one row; the lines after it line up again.
///
/// ```
///   document | actual
///   next(0)  | next(0)
/// ≠ next(1)  |
///   next(2)  | next(2)
/// ≠ First 5  | First 4
/// ```
/// Columns are aligned by terminal display width, so Chinese text lines up. Tabs become
/// spaces (stops every 8 cells); trailing spaces are trimmed.
public struct TextColumns: Hashable, Sendable, CustomStringConvertible {
    public var text: String
    /// 1-based numbers of the aligned rows (the title row not counted) that differ.
    public var differingLines: [Int]
    /// The aligned rows the text shows.
    public var rows: [LineDiff.Row]
    public var isIdentical: Bool { differingLines.isEmpty }
    public var description: String { text }

    public init(text: String, differingLines: [Int], rows: [LineDiff.Row] = []) {
        self.text = text
        self.differingLines = differingLines
        self.rows = rows
    }

    public static func compare(
        left: String,
        right: String,
        leftTitle: String = "document",
        rightTitle: String = "actual"
    ) -> TextColumns {
        let rows = LineDiff.align(left: left, right: right)
        let differing = rows.indices.filter { !rows[$0].isSame }.map { $0 + 1 }
        return TextColumns(text: LineDiff.columns(rows, leftTitle: leftTitle, rightTitle: rightTitle),
                           differingLines: differing, rows: rows)
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
        guard trimmed.contains("\t" as Character) else { return trimmed }
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
