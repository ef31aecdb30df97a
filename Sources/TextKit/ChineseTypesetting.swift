/// The faults a Chinese reader sees in a text or in what a terminal shows, found so a test can
/// require none.
///
/// In prose (`findings(in:terms:)`), a line with Chinese in it is a Chinese sentence:
/// - `, ; ! ? ( )` take their full-width forms `，；！？（）`, and quotes are `“ ”`, never `"`;
/// - `:` after Chinese is `：`, but the colon of an identifier stays ASCII and is never made
///   full-width: `subscribe(onNext:)`, `deliverOn:`, `retainSelf: true` (an ASCII word that
///   starts in lower case is an identifier); `deliverOn：` is a fault;
/// - one space between a Han character and a Latin letter or digit (`第 20 拍`, `dispose 之后`),
///   none next to full-width punctuation (`Observable（可观察序列）`, not `Observable （…`);
/// - no term the glossary's avoid table lists (`ChineseTerm`).
///
/// Code keeps its ASCII punctuation: backtick spans, fenced blocks and URLs
/// (`ChinesePunctuation.protectedOffsets`), and brackets that hold no Chinese and are code by
/// their look — a call `take(until:)`, a marble group `-(2|)`, `{ ... }`, `[1, 2]`, a legend's
/// `d="20° 50%"`. An English title or quotation inside `“ ”` or `《 》` keeps its own
/// punctuation. A word in ASCII single quotes (`'check'`, `'('`) is a fault: a name is quoted
/// `“check”`, a symbol is code, `` `(` ``.
///
/// In wrapped output (`findings(inWrappedLines:)`): no line starts with closing punctuation
/// or ends with opening punctuation, a paragraph's last line is not one Han character, and a
/// number is not split from its unit (`20` / `拍`) nor `第` or `每` from its number; a
/// Chinese line does not end with a symbol standing alone (`=`, `+`, `×`: its operands stay
/// together) nor with the first word of a command (`rxlesson`), and does not cut a `code
/// span` in two.
public enum ChineseTypesetting {
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public enum Rule: String, Sendable {
            case asciiPunctuation, asciiQuote, identifierColon, spacing, term
            case lineStart, lineEnd, widow, numberSplit, symbolEnd, codeSplit, overflow
        }

        public var rule: Rule
        /// 1-based line and column (in `Character`s).
        public var line: Int
        public var column: Int
        /// The text around the fault.
        public var excerpt: String
        /// What to write instead.
        public var advice: String

        public init(rule: Rule, line: Int, column: Int, excerpt: String, advice: String) {
            self.rule = rule
            self.line = line
            self.column = column
            self.excerpt = excerpt
            self.advice = advice
        }

        public var description: String { "\(line):\(column) \(rule.rawValue): …\(excerpt)… (\(advice))" }
    }

    // MARK: Prose

    public static func findings(in text: String, terms: [ChineseTerm] = []) -> [Finding] {
        let characters = Array(text)
        let code = codeOffsets(characters)
        var findings: [Finding] = []
        var lineStart = 0
        var lineNumber = 1
        for end in characters.indices where characters[end] == "\n" || end == characters.count - 1 {
            let stop = characters[end] == "\n" ? end : end + 1
            let line = Array(characters[lineStart..<stop])
            if line.contains(where: CJK.isHan) {
                findings += lineFindings(line, code: Array(code[lineStart..<stop]), terms: terms).map {
                    var finding = $0
                    finding.line = lineNumber
                    return finding
                }
            }
            lineStart = end + 1
            lineNumber += 1
        }
        return findings
    }

    private static func lineFindings(_ line: [Character], code: [Bool], terms: [ChineseTerm]) -> [Finding] {
        var findings: [Finding] = []
        func add(_ rule: Finding.Rule, _ offset: Int, _ advice: String) {
            let excerpt = String(line[max(0, offset - 8)..<min(line.count, offset + 9)])
            findings.append(Finding(rule: rule, line: 0, column: offset + 1, excerpt: excerpt, advice: advice))
        }
        var quoted = quotedOffsets(line)
        for range in singleQuoted(line, code: code) {
            add(.asciiQuote, range.lowerBound, "“\(String(line[range.lowerBound + 1..<range.upperBound]))”, or `…` for code")
            for inside in range { quoted[inside] = true }
        }
        for (offset, character) in line.enumerated() where !code[offset] && !quoted[offset] {
            let before = offset > 0 ? line[offset - 1] : nil
            let after = offset + 1 < line.count ? line[offset + 1] : nil
            switch character {
            case "\"":
                add(.asciiQuote, offset, "“ ”")
            case ",", ";":
                if character == ",", before?.isASCIIDigit == true, after?.isASCIIDigit == true { break }
                add(.asciiPunctuation, offset, character == "," ? "，或、" : "；")
            case "!", "?":
                // Right after Chinese it ends a sentence; after a space or punctuation it is a symbol (`；! 表示…`).
                if let previous = before, CJK.isHan(previous) {
                    add(.asciiPunctuation, offset, character == "!" ? "！" : "？")
                }
            case "(", ")":
                add(.asciiPunctuation, offset, character == "(" ? "（" : "）")
            case ":":
                if before?.isASCIIDigit == true, after?.isASCIIDigit == true { break }
                if let word = wordBefore(offset, line), word.first?.isLowercase == true { break }  // deliverOn:
                add(.asciiPunctuation, offset, "：")
            case " ":
                // Spaces that end a line or pad a column (`试一试：     `) are layout, not a gap in a sentence.
                if after != nil, after != " ", before != " ", [before, after].contains(where: { $0.map(isFullWidthPunctuation) ?? false }) {
                    add(.spacing, offset, "no space next to full-width punctuation")
                }
            case "：":
                if let word = wordBefore(offset, line), word.first?.isLowercase == true {
                    add(.identifierColon, offset, "\(word): keeps its ASCII colon; a sentence about \(word) needs no colon after it")
                }
            default:
                if let next = after, !code[offset + 1],
                   CJK.isHan(character) && next.isLatinOrDigit || character.isLatinOrDigit && CJK.isHan(next) {
                    add(.spacing, offset + 1, "one space between Chinese and Latin letters or digits")
                }
            }
        }
        let text = String(line)
        for term in terms {
            for offset in term.matches(in: text) where !code[offset] {
                add(.term, offset, "\(term.use)" + (term.why.isEmpty ? "" : ": \(term.why)"))
            }
        }
        return findings.sorted { $0.column < $1.column }
    }

    private static func isFullWidthPunctuation(_ character: Character) -> Bool {
        !character.isASCII && (CJK.isClosingPunctuation(character) || CJK.isOpeningPunctuation(character) || character == "、")
    }

    /// The identifier just before `offset` (letters, digits, `_` and the colons of a selector
    /// such as `groupBy:transform`), nil when a non-ASCII character or a space comes first.
    private static func wordBefore(_ offset: Int, _ line: [Character]) -> String? {
        var start = offset
        while start > 0, line[start - 1].isIdentifierPart || line[start - 1] == ":" { start -= 1 }
        while start < offset, line[start] == ":" { start += 1 }
        return start < offset ? String(line[start..<offset]) : nil
    }

    /// A word in ASCII single quotes (`'marbles-endings'`, `'('`), from its opening to its closing
    /// quote: Chinese quotes with “ ”, and a symbol or piece of code goes in backticks. An
    /// apostrophe inside a word (`RxSwift's`) opens nothing.
    private static func singleQuoted(_ line: [Character], code: [Bool]) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        var offset = 0
        while offset < line.count {
            defer { offset += 1 }
            guard line[offset] == "'", !code[offset], offset == 0 || !line[offset - 1].isIdentifierPart,
                  let close = line[(offset + 1)...].firstIndex(where: { $0 == "'" }), close > offset + 1, !code[close],
                  close + 1 == line.count || !line[close + 1].isIdentifierPart,
                  !line[(offset + 1)..<close].contains(where: CJK.isHan) else { continue }
            ranges.append(offset...close)
            offset = close
        }
        return ranges
    }

    /// Inside “ ” or 《 》 with no Chinese between them: an English title or quotation.
    private static func quotedOffsets(_ line: [Character]) -> [Bool] {
        var quoted = Array(repeating: false, count: line.count)
        var open: Int?
        for (offset, character) in line.enumerated() {
            if character == "“" || character == "《" {
                open = offset
            } else if character == "”" || character == "》", let start = open {
                if !line[start + 1..<offset].contains(where: CJK.isHan) {
                    for inside in start..<offset { quoted[inside] = true }
                }
                open = nil
            }
        }
        return quoted
    }

    /// What is code: `ChinesePunctuation.protectedOffsets` and brackets that are code by their
    /// look (see the type's documentation).
    static func codeOffsets(_ characters: [Character]) -> [Bool] {
        var code = ChinesePunctuation.protectedOffsets(characters)
        // A legend's `key="two words"`: the quotes after `=` are code.
        var index = 0
        while index < characters.count {
            if characters[index] == "\"", index > 0, characters[index - 1] == "=", !code[index],
               let close = characters[(index + 1)...].firstIndex(where: { $0 == "\"" || $0 == "\n" }), characters[close] == "\"" {
                for inner in index...close { code[inner] = true }
                index = close
            }
            index += 1
        }
        var open: [Int] = []
        let partners: [Character: Character] = [")": "(", "]": "[", "}": "{"]
        for (offset, character) in characters.enumerated() where !code[offset] {
            if character == "\n" { open = []; continue }
            if "([{".contains(character) {
                open.append(offset)
            } else if let partner = partners[character] {
                guard let index = open.lastIndex(where: { characters[$0] == partner }) else { continue }
                let start = open[index]
                open.removeSubrange(index...)
                let inside = characters[start + 1..<offset]
                guard !inside.contains(where: CJK.isCJK) else { continue }
                let attached = start > 0 && !characters[start - 1].isWhitespace && characters[start - 1].isASCII
                // A marble group defined in a list: `；(ab) 是同一列上的几个事件`.
                let group = (start == 0 || "；：，、。".contains(characters[start - 1])) && offset + 1 < characters.count
                    && characters[offset + 1] == " " && inside.allSatisfy { $0.isLetter || $0.isNumber || $0 == "|" }
                let looksLikeCode = inside.contains { ":=,.\"\\|-".contains($0) } || character != ")"
                if attached || looksLikeCode || group {
                    for inner in start...offset { code[inner] = true }
                }
            }
        }
        return code
    }

    // MARK: Wrapped output

    /// Line-breaking faults in lines as a terminal shows them (indents included). With the
    /// terminal's `width`, a line counts as continued on the next one only when the next one's
    /// first character would not have fitted on it: two printed lines `起点 + 6` and `页面打开`
    /// are no split number.
    public static func findings(inWrappedLines lines: [String], width: Int? = nil) -> [Finding] {
        var findings: [Finding] = []
        func add(_ rule: Finding.Rule, _ index: Int, _ advice: String) {
            findings.append(Finding(rule: rule, line: index + 1, column: 1, excerpt: lines[index], advice: advice))
        }
        let texts = lines.map { $0.trimmingSpaces }
        func continues(_ index: Int) -> Bool {
            guard let width, index + 1 < texts.count, let next = texts[index + 1].first else { return width == nil }
            return DisplayWidth.width(of: lines[index]) + 1 + DisplayWidth.width(of: next) > width
        }
        for (index, text) in texts.enumerated() {
            guard let first = text.first, let last = text.last else { continue }
            if !first.isASCII, CJK.isClosingPunctuation(first) { add(.lineStart, index, "\(first) never starts a line") }
            if !last.isASCII, CJK.isOpeningPunctuation(last) { add(.lineEnd, index, "\(last) never ends a line") }
            let next = index + 1 < texts.count ? texts[index + 1] : ""
            if last.isASCIIDigit, let unit = CJK.unit(in: Array(next), at: 0), !unit.first!.isASCII, continues(index) {
                add(.numberSplit, index, "keep the number with \(unit)")
            }
            if CJK.numberPrefixes.contains(last), next.first?.isASCIIDigit == true, continues(index) {
                add(.numberSplit, index, "keep \(last) with its number")
            }
            if let width, DisplayWidth.width(of: lines[index]) > width, text.contains(where: CJK.isHan),
               text.contains(where: { "，。；".contains($0) }) {
                add(.overflow, index, "a Chinese sentence wider than the terminal is wrapped")
            }
            if text.contains(where: CJK.isHan) || next.contains(where: CJK.isHan) {
                let lastWord = text.split(separator: " ").last ?? ""
                // `=` always joins; `+ - * /` join an ASCII operand (`start +`), not a mark after a word (`新增 +`).
                let words = text.split(separator: " ")
                let operand = words.count >= 2 ? words[words.count - 2].last : nil
                let joins = lastWord.contains { "=×÷→<>≠≤≥".contains($0) } || operand.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ")") } == true
                if text.contains(" "), Wrapping.isJoiningSymbol(lastWord), joins, continues(index) {
                    add(.symbolEnd, index, "keep \(lastWord) with what follows it")
                }
                if Wrapping.isCommandStart(lastWord), !next.isEmpty, next.first?.isASCII == true, continues(index) {
                    add(.codeSplit, index, "keep the command on one line")
                }
                if text.filter({ $0 == "`" }).count % 2 == 1 {
                    add(.codeSplit, index, "keep the code span on one line")
                }
            }
            var body = Substring(text)
            while let mark = body.last, CJK.isClosingPunctuation(mark) { body.removeLast() }
            if body.count == 1, CJK.isHan(first), index > 0, !texts[index - 1].isEmpty, continues(index - 1),
               lines[index].leadingSpaces >= lines[index - 1].leadingSpaces, next.isEmpty || lines[index + 1].leadingSpaces < lines[index].leadingSpaces {
                add(.widow, index, "a paragraph's last line is more than one character")
            }
        }
        return findings
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
    fileprivate var isLatinOrDigit: Bool { isASCII && (isLetter || isNumber) }
    fileprivate var isIdentifierPart: Bool { isASCII && (isLetter || isNumber || self == "_") }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text.removeFirst() }
        while text.last == " " { text.removeLast() }
        return String(text)
    }

    fileprivate var leadingSpaces: Int { prefix { $0 == " " }.count }
}
