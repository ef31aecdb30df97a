import Foundation

/// A word the course does not use in Chinese, and the one it uses instead: the rows of the
/// "avoid" table in docs/glossary.md, so a proofreader adds a term there and changes no code.
///
/// ```markdown
/// | 不用 / avoid | 改用 / use | 为什么 / why |
/// |---|---|---|
/// | 滴答 | 拍 | a tick of the virtual clock |
/// | /(\d|几|一)\s*刻/ | 拍 | a regular expression between slashes |
/// ```
public struct ChineseTerm: Sendable, Equatable {
    /// The phrase to avoid, or a regular expression when written `/like this/`.
    public var avoid: String
    public var use: String
    public var why: String

    public init(avoid: String, use: String, why: String = "") {
        self.avoid = avoid
        self.use = use
        self.why = why
    }

    /// Where `avoid` occurs in `line` (offsets in `Character`s).
    func matches(in line: String) -> [Int] {
        if avoid.count > 2, avoid.hasPrefix("/"), avoid.hasSuffix("/") {
            guard let expression = try? NSRegularExpression(pattern: String(avoid.dropFirst().dropLast())) else { return [] }
            return expression.matches(in: line, range: NSRange(line.startIndex..., in: line)).compactMap { match in
                Range(match.range, in: line).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
            }
        }
        var found: [Int] = []
        var start = line.startIndex
        while let range = line.range(of: avoid, range: start..<line.endIndex) {
            found.append(line.distance(from: line.startIndex, to: range.lowerBound))
            start = range.upperBound
        }
        return found
    }

    /// The rows of the first Markdown table whose header's first cell starts with `不用`.
    public static func glossary(_ markdown: String) -> [ChineseTerm] {
        var terms: [ChineseTerm] = []
        var inTable = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let row = line.trimmingCharacters(in: .whitespaces)
            guard row.hasPrefix("|") else {
                if inTable { break }
                continue
            }
            let cells = self.cells(row)
            if !inTable {
                inTable = cells.first?.hasPrefix("不用") == true
                continue
            }
            guard cells.count >= 2, !cells[0].hasPrefix("---"), !cells[0].isEmpty else { continue }
            terms.append(ChineseTerm(avoid: unquoted(cells[0]), use: cells[1], why: cells.count > 2 ? cells[2] : ""))
        }
        return terms
    }

    /// A table row's cells; `\|` is a `|` inside a cell (as GitHub's Markdown reads it).
    private static func cells(_ row: String) -> [String] {
        var cells: [String] = []
        var cell = ""
        var escaped = false
        for character in row {
            if escaped {
                cell.append(character == "|" ? "|" : "\\\(character)")
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "|" {
                cells.append(cell.trimmingCharacters(in: .whitespaces))
                cell = ""
            } else {
                cell.append(character)
            }
        }
        return Array(cells.dropFirst())  // before the first `|`; what follows the last is dropped
    }

    /// A cell may put its phrase in backticks so Markdown shows it as written.
    private static func unquoted(_ cell: String) -> String {
        cell.count > 2 && cell.hasPrefix("`") && cell.hasSuffix("`") ? String(cell.dropFirst().dropLast()) : cell
    }
}
