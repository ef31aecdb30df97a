/// ASCII punctuation in Chinese prose, found and turned into the full-width forms Chinese uses:
/// `:` `,` `;` `?` `!` `(` `)` → `：` `，` `；` `？` `！` `（` `）`.
///
/// A mark counts as "in Chinese prose" when the character just before it is CJK (see
/// `CJK.isCJK`, which includes CJK and full-width punctuation, so `什么?!` → `什么？！`).
/// Parentheses go in pairs: if either half of a matched `( )` qualifies, both change, so
/// `Observable(可观察序列)` → `Observable（可观察序列）`.
///
/// Left alone:
/// - code: spans in backticks (`` `a, b` ``, any number of backticks) and fenced blocks
///   (lines starting with ```` ``` ````);
/// - URLs: from `http://`, `https://` or `www.` up to the next space or non-ASCII character;
/// - numbers: a `,` or `:` between two digits (`3,000`, `1:2`) — the left neighbour is then a
///   digit, never CJK, but the rule is spelled out so it stays true.
///
/// After a converted `：，；？！` the spaces that followed are dropped (`好的, 谢谢` → `好的，谢谢`):
/// full-width marks carry their own space.
public enum ChinesePunctuation {
    /// Where ASCII punctuation sits in Chinese prose.
    public struct Position: Equatable, Sendable, CustomStringConvertible {
        /// Offset in `Character`s from the start of the text.
        public var offset: Int
        /// 1-based line and column (column in `Character`s).
        public var line: Int
        public var column: Int
        /// The ASCII mark found there.
        public var character: Character

        public init(offset: Int, line: Int, column: Int, character: Character) {
            self.offset = offset
            self.line = line
            self.column = column
            self.character = character
        }

        public var description: String { "\(line):\(column) '\(character)'" }
    }

    /// `text` with the ASCII punctuation of its Chinese prose in full-width forms.
    public static func fullWidth(_ text: String) -> String {
        scan(text).text
    }

    /// Every ASCII mark `fullWidth` would change, in order; empty when the text is clean.
    /// For checking the lessons' Chinese text: `XCTAssertEqual(hasAsciiPunctuationInChineseProse(zh), [])`.
    public static func hasAsciiPunctuationInChineseProse(_ text: String) -> [Position] {
        scan(text).positions
    }

    // MARK: -

    static let fullWidthForms: [Character: Character] = [
        ":": "：", ",": "，", ";": "；", "?": "？", "!": "！", "(": "（", ")": "）",
    ]

    static func scan(_ text: String) -> (text: String, positions: [Position]) {
        let characters = Array(text)
        let protected = protectedOffsets(characters)
        let pairs = parenthesisPairs(characters, protected: protected)

        var out = ""
        var positions: [Position] = []
        var line = 1
        var column = 1
        var skipSpaces = false
        for (offset, character) in characters.enumerated() {
            defer {
                if character == "\n" || character == "\r\n" {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
            }
            if skipSpaces, character == " " { continue }
            skipSpaces = false
            guard let wide = fullWidthForms[character], !protected[offset], shouldConvert(offset, characters, out, pairs) else {
                out.append(character)
                continue
            }
            out.append(wide)
            positions.append(Position(offset: offset, line: line, column: column, character: character))
            skipSpaces = character != "(" && character != ")"
        }
        return (out, positions)
    }

    private static func shouldConvert(_ offset: Int, _ characters: [Character], _ out: String, _ pairs: [Int: Int]) -> Bool {
        let character = characters[offset]
        if character == "," || character == ":" {
            let before = offset > 0 ? characters[offset - 1] : nil
            let after = offset + 1 < characters.count ? characters[offset + 1] : nil
            if before?.isASCIIDigit == true, after?.isASCIIDigit == true { return false }
        }
        if character == "(" || character == ")", let partner = pairs[offset] {
            return hasCJKBefore(offset, characters) || hasCJKBefore(partner, characters)
        }
        // `out.last` sees marks already converted: the `!` in `什么?!`.
        guard let previous = out.last else { return false }
        return CJK.isCJK(previous)
    }

    private static func hasCJKBefore(_ offset: Int, _ characters: [Character]) -> Bool {
        offset > 0 && CJK.isCJK(characters[offset - 1])
    }

    /// Offsets inside code spans, fenced code blocks and URLs.
    static func protectedOffsets(_ characters: [Character]) -> [Bool] {
        var protected = Array(repeating: false, count: characters.count)
        var index = 0
        var atLineStart = true
        var inFence = false
        while index < characters.count {
            let character = characters[index]
            if atLineStart, startsWith("```", characters, at: index) {
                inFence.toggle()
            }
            if inFence {
                protected[index] = true
                atLineStart = character == "\n" || character == "\r\n"
                index += 1
                continue
            }
            atLineStart = character == "\n" || character == "\r\n"
            if character == "`" {
                var run = 0
                while index + run < characters.count, characters[index + run] == "`" { run += 1 }
                var search = index + run
                var close: Int?
                while search < characters.count {
                    if characters[search] == "`" {
                        var other = 0
                        while search + other < characters.count, characters[search + other] == "`" { other += 1 }
                        if other == run { close = search; break }
                        search += other
                    } else {
                        search += 1
                    }
                }
                let end = close.map { $0 + run } ?? index + run  // an unclosed run is just backticks
                for offset in index..<end { protected[offset] = true }
                index = end
                continue
            }
            if startsWith("http://", characters, at: index) || startsWith("https://", characters, at: index)
                || startsWith("www.", characters, at: index) {
                var end = index
                while end < characters.count, characters[end].isASCII, !characters[end].isWhitespace { end += 1 }
                for offset in index..<end { protected[offset] = true }
                index = end
                continue
            }
            index += 1
        }
        return protected
    }

    /// Matched `(` `)` outside protected text, each offset mapped to its partner.
    static func parenthesisPairs(_ characters: [Character], protected: [Bool]) -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var open: [Int] = []
        for (offset, character) in characters.enumerated() where !protected[offset] {
            if character == "(" {
                open.append(offset)
            } else if character == ")", let start = open.popLast() {
                pairs[start] = offset
                pairs[offset] = start
            }
        }
        return pairs
    }

    private static func startsWith(_ prefix: String, _ characters: [Character], at index: Int) -> Bool {
        var offset = index
        for expected in prefix {
            guard offset < characters.count, characters[offset].lowercased() == String(expected) else { return false }
            offset += 1
        }
        return true
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
