/// The Chinese a learner reads in a Swift file: every string literal and every comment with a
/// Han character in it, so `ChineseTypesetting` can check help texts, grader messages,
/// `language == .zh ? "…" : "…"` and `Localized(zh:en:)` alike, and the comments of the
/// exercise files a learner opens.
///
/// A literal's interpolations read as one neutral character (〇) and its escapes are resolved
/// (`\n` starts a new line); a comment is its text after `//`, `///` or `/*`, line by line.
public enum ChineseInSwift {
    public struct Piece: Equatable, Sendable {
        public enum Kind: String, Sendable { case literal, comment }
        public var kind: Kind
        /// The 1-based line of the source where the piece starts.
        public var line: Int
        public var text: String
    }

    public static func pieces(in source: String) -> [Piece] {
        let characters = Array(source)
        var pieces: [Piece] = []
        var index = 0
        var line = 1
        func peek(_ text: String, at offset: Int) -> Bool {
            let expected = Array(text)
            guard offset + expected.count <= characters.count else { return false }
            return Array(characters[offset..<offset + expected.count]) == expected
        }
        func keep(_ kind: Piece.Kind, _ text: String, _ start: Int) {
            if text.contains(where: CJK.isHan) { pieces.append(Piece(kind: kind, line: start, text: text)) }
        }
        /// A literal from its opening quote(s) at `index`; returns its text and moves past it.
        func literal(hashes: Int) -> String {
            let multiline = peek("\"\"\"", at: index)
            let closing = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
            let escape = "\\" + String(repeating: "#", count: hashes)
            index += multiline ? 3 : 1
            if multiline, index < characters.count, characters[index] == "\n" {  // not part of the text
                line += 1
                index += 1
            }
            var text = ""
            while index < characters.count {
                if peek(closing, at: index) { index += closing.count; break }
                let character = characters[index]
                if character == "\n" {
                    line += 1
                    if !multiline { break }
                }
                if peek(escape + "(", at: index) {
                    index += escape.count + 1
                    var depth = 1
                    while index < characters.count, depth > 0 {
                        if characters[index] == "\"" { _ = literal(hashes: 0); continue }
                        if characters[index] == "(" { depth += 1 } else if characters[index] == ")" { depth -= 1 }
                        if characters[index] == "\n" { line += 1 }
                        index += 1
                    }
                    text.append("〇")
                    continue
                }
                if peek(escape, at: index), index + escape.count < characters.count {
                    let escaped = characters[index + escape.count]
                    text.append(escaped == "n" ? "\n" : escaped == "t" ? "\t" : escaped)
                    index += escape.count + 1
                    continue
                }
                text.append(character)
                index += 1
            }
            if multiline {  // the indentation of a multi-line literal is not text
                text = text.split(separator: "\n", omittingEmptySubsequences: false)
                    .map { String($0.drop { $0 == " " }) }.joined(separator: "\n")
            }
            return text
        }
        while index < characters.count {
            let character = characters[index]
            if character == "\n" {
                line += 1
                index += 1
            } else if peek("//", at: index) {
                var end = index
                while end < characters.count, characters[end] != "\n" { end += 1 }
                var text = Substring(String(characters[index..<end]))
                while text.first == "/" { text.removeFirst() }
                keep(.comment, String(text.drop { $0 == " " }), line)
                index = end
            } else if peek("/*", at: index) {
                index += 2
                var text = ""
                let start = line
                while index < characters.count, !peek("*/", at: index) {
                    if characters[index] == "\n" { line += 1 }
                    text.append(characters[index])
                    index += 1
                }
                index += 2
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                for (offset, text) in lines.enumerated() {
                    keep(.comment, String(text.drop { $0 == " " || $0 == "*" }), start + offset)
                }
            } else if character == "#" || character == "\"" {
                var hashes = 0
                while index + hashes < characters.count, characters[index + hashes] == "#" { hashes += 1 }
                guard index + hashes < characters.count, characters[index + hashes] == "\"" else {
                    index += max(1, hashes)
                    continue
                }
                index += hashes
                let start = line
                keep(.literal, literal(hashes: hashes), start)
            } else {
                index += 1
            }
        }
        return pieces
    }
}
