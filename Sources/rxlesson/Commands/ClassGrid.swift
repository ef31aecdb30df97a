import TextKit

/// A table of students × columns for the terminal: one narrow cell per column, each column named
/// on a line of its own above it (`┌ name`), folded into blocks of columns that fit the width,
/// one under the other. The last block ends each row with its trailer (the score).
struct Grid {
    let columns: [String]
    /// Each row: its name, one cell per column, and the text after the last block.
    let rows: [(name: String, cells: [String], trailer: String)]
    /// The trailer column's heading.
    let last: String
    /// A last row under the students (how many passed), or none.
    let footer: (name: String, cells: [String])?

    func lines(width terminal: Int, heading: String) -> [String] {
        let names = rows.map(\.name) + [heading] + (footer.map { [$0.name] } ?? [])
        let nameWidth = max(8, names.map { DisplayWidth.width(of: $0) }.max() ?? 0)
        let allCells = rows.flatMap(\.cells) + (footer?.cells ?? [])
        let width = max(1, allCells.map { DisplayWidth.width(of: $0) }.max() ?? 1)
        let gap = width > 1 ? " " : ""
        func cells(_ texts: [String]) -> String {
            texts.map { String(repeating: " ", count: max(0, width - DisplayWidth.width(of: $0))) + $0 }.joined(separator: gap)
        }
        // Columns per block: the cells and the trailer fit, and so does the name over the last column.
        let step = width + gap.count
        let trailerWidth = 2 + (rows.map { DisplayWidth.width(of: $0.trailer) } + [DisplayWidth.width(of: last)]).max()!
        let longestName = columns.map { DisplayWidth.width(of: Escaping.terminal($0)) }.max() ?? 0
        let room = terminal - nameWidth - 2
        let byCells = (room - trailerWidth - width) / step + 1
        let byNames = (room - width - 1 - longestName) / step + 1
        let perBlock = max(1, min(byCells, byNames))
        var lines: [String] = []
        for start in stride(from: 0, to: max(columns.count, 1), by: perBlock) {
            let block = Array(columns[start..<min(columns.count, start + perBlock)])
            let isLast = start + perBlock >= columns.count
            let trailing = { (text: String) in isLast && !text.isEmpty ? "  " + text : "" }
            if start > 0 { lines.append("") }
            for (index, id) in block.enumerated() {
                let above = cells(Array(repeating: "│", count: index)) + (index > 0 ? gap : "")
                lines.append(String(repeating: " ", count: nameWidth + 2) + above + String(repeating: " ", count: width - 1) + "┌ " + Escaping.terminal(id))
            }
            lines.append(DisplayWidth.pad(heading, to: nameWidth) + "  " + cells(Array(repeating: "│", count: block.count)) + trailing(last))
            for row in rows {
                lines.append(DisplayWidth.pad(row.name, to: nameWidth) + "  " + cells(Array(row.cells[start..<(start + block.count)])) + trailing(row.trailer))
            }
            if let footer {
                lines.append(DisplayWidth.pad(footer.name, to: nameWidth) + "  " + cells(Array(footer.cells[start..<(start + block.count)])))
            }
        }
        return lines
    }
}
