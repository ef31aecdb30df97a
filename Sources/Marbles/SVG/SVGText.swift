/// Escaping, measuring and colouring for the SVG renderer.
enum SVGText {
    /// Text or an attribute value as XML: `& < > " '` escaped, characters XML 1.0 forbids
    /// (controls other than tab/newline/return, lone surrogates cannot occur in Swift) as `�`.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Approximate width in pixels of text in the monospace font at `size` px: 0.6 em per
    /// cell, two cells for wide (CJK) characters. Integer, so layouts are exact.
    static func width(_ text: String, size: Int) -> Int {
        (TerminalWidth.of(text) * size * 6 + 9) / 10
    }

    /// At most `limit` display cells, with `…` when cut.
    static func shortened(_ text: String, limit: Int) -> String {
        guard TerminalWidth.of(text) > limit else { return text }
        var out = ""
        var used = 0
        for character in text {
            let width = TerminalWidth.of(character)
            if used + width > limit - 1 { break }
            out.append(character)
            used += width
        }
        return out + "…"
    }

    /// Words of `text` in lines of at most `limit` display cells (a long word gets a line of its own).
    static func wrap(_ text: String, limit: Int) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                let candidate = line.isEmpty ? String(word) : line + " " + word
                if TerminalWidth.of(candidate) > limit, !line.isEmpty {
                    lines.append(line)
                    line = String(word)
                } else {
                    line = candidate
                }
            }
            lines.append(line)
        }
        return lines
    }
}

enum SVGStyle {
    static let font = "ui-monospace, SFMono-Regular, Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono', monospace"

    /// Soft fills that keep dark text readable.
    static let palette = [
        "#f6c445", "#7cc4f4", "#8fd694", "#f59e8b", "#c4a7f2",
        "#f7ac63", "#6fd6c8", "#f29fce", "#c2cc6c", "#a6b8dd",
    ]

    /// The same value always gets the same colour (FNV-1a of its UTF-8, never Swift's
    /// seeded `Hasher`), so a value keeps its colour from source to result.
    static func fill(for value: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in value.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return palette[Int(hash % UInt32(palette.count))]
    }
}
