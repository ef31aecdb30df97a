import Foundation
import TextKit

/// The tool's own sentences, written in one Markdown file per language beside the module that
/// says them (`Sources/<module>/Text/en.md`, `zh.md`) and built into the binary, so a
/// translator edits prose, not Swift. Each text is a `## id` heading and the lines under it,
/// kept as they are (line breaks included); `{1}`, `{2}` … are the arguments, in the order the
/// caller passes them, and either language may use them in any order.
///
/// ```markdown
/// # hint (a `#` heading groups texts for the reader; the tool skips it and what follows)
///
/// ## hint.none
/// {1} has no hints.
/// ```
public struct TextTable: Sendable {
    public let texts: [Language: [String: String]]

    public init(zh: String, en: String) {
        texts = [.zh: Self.parse(zh).texts, .en: Self.parse(en).texts]
    }

    /// The text `id` in both languages, with `arguments` in place of `{1}`, `{2}` … (a
    /// `Localized` argument in the same language). An id missing from a file shows as `‹id›`
    /// (TextFilesTests keeps that from shipping).
    public func callAsFunction(_ id: String, _ arguments: Any...) -> Localized {
        callAsFunction(id, arguments: arguments)
    }

    /// The same, with the arguments as one array (a text whose arguments are data).
    public func callAsFunction(_ id: String, arguments: [Any]) -> Localized {
        func fill(_ language: Language) -> String {
            guard let text = texts[language]?[id] else { return "‹\(id)›" }
            return Self.substitute(text, arguments.map { ($0 as? Localized)?[language] ?? "\($0)" })
        }
        return Localized(zh: fill(.zh), en: fill(.en))
    }

    static func substitute(_ text: String, _ arguments: [String]) -> String {
        guard !arguments.isEmpty, text.contains("{") else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let number = Int(after[..<close]), (1...arguments.count).contains(number) {
                result += arguments[number - 1]
                rest = after[after.index(after: close)...]
            } else {
                result += "{"
                rest = after
            }
        }
        return result + rest
    }

    /// The placeholders a text uses (`{1}` → 1).
    public static func placeholders(in text: String) -> Set<Int> {
        var found = Set<Int>()
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), let number = Int(after[..<close]) { found.insert(number) }
            rest = after
        }
        return found
    }

    /// Reads one language's file: the texts by id, and every id given twice, named by its line.
    public static func parse(_ markdown: String) -> (texts: [String: String], order: [String], problems: [String]) {
        var texts: [String: String] = [:]
        var order: [String] = []
        var problems: [String] = []
        var id: String?
        var lines: [String] = []
        func finish() {
            guard let id else { return }
            // Blank lines around a text separate it from its neighbours; they are not part of it.
            while lines.first?.allSatisfy(\.isWhitespace) == true { lines.removeFirst() }
            while lines.last?.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
            texts[id] = lines.joined(separator: "\n")
            lines = []
        }
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("## ") {
                finish()
                let name = line.dropFirst(3).trimmingCharacters(in: .whitespaces)
                if texts[name] != nil || order.contains(name) { problems.append("line \(index + 1): \(name) is given twice") }
                id = name
                order.append(name)
            } else if line.hasPrefix("# ") {
                finish()
                id = nil
            } else if id != nil {
                lines.append(String(line))
            }
        }
        finish()
        return (texts, order, problems)
    }
}
