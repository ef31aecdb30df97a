/// Terminal text measured in columns: Chinese characters take two, ANSI colour codes none.
public enum TextLayout {
    /// The columns `text` takes on a terminal.
    public static func displayWidth(_ text: String) -> Int {
        var width = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if scalar == "m" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" { inEscape = true; continue }
            width += columns(scalar)
        }
        return width
    }

    /// `text` broken into lines of at most `width` columns, each after `indent` spaces.
    /// Breaks at spaces, or between Chinese characters; never inside a word (a word longer
    /// than the line gets a line of its own). Existing line breaks are kept.
    public static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let room = max(10, width - indent)
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0
            for piece in pieces(of: String(paragraph)) {
                let pieceWidth = displayWidth(piece.text)
                let gap = lineWidth == 0 ? 0 : (piece.spaced ? 1 : 0)
                if lineWidth > 0, lineWidth + gap + pieceWidth > room {
                    lines.append(pad + line)
                    line = piece.text
                    lineWidth = pieceWidth
                } else {
                    line += (gap == 1 ? " " : "") + piece.text
                    lineWidth += gap + pieceWidth
                }
            }
            lines.append(line.isEmpty ? "" : pad + line)
        }
        return lines
    }

    /// `text` padded with spaces to `width` columns.
    public static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - displayWidth(text)))
    }

    /// Words and single wide characters; `spaced` when a space came before the piece.
    private static func pieces(of text: String) -> [(text: String, spaced: Bool)] {
        var result: [(text: String, spaced: Bool)] = []
        var word = ""
        var spaced = false
        func flush() {
            if !word.isEmpty { result.append((word, spaced)); spaced = false }
            word = ""
        }
        for character in text {
            if character == " " {
                flush()
                spaced = true
            } else if let scalar = character.unicodeScalars.first, columns(scalar) == 2 {
                // Lines may break around each wide character, but not before closing
                // punctuation nor after opening punctuation.
                if closing.contains(character), word.isEmpty, var last = result.popLast() {
                    last.text.append(character)
                    result.append(last)
                } else if closing.contains(character) {
                    word.append(character)
                } else {
                    if !(word.last.map { opening.contains($0) } ?? false) { flush() }
                    word.append(character)
                    if !opening.contains(character) { flush() }
                }
            } else {
                word.append(character)
            }
        }
        flush()
        return result
    }

    private static let closing: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "》", "」", "』"]
    private static let opening: Set<Character> = ["（", "《", "「", "『"]

    private static func columns(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if (0x300...0x36F).contains(value) || value == 0x200B || (0xFE00...0xFE0F).contains(value) { return 0 }
        let wide: [ClosedRange<UInt32>] = [
            0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
        ]
        return wide.contains { $0.contains(value) } ? 2 : 1
    }
}
