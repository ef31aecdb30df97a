/// How many terminal columns text takes, measured per grapheme cluster (`Character`):
///
/// - 2: East Asian Wide and Fullwidth characters (CJK ideographs, Hangul syllables, kana,
///   fullwidth forms, CJK punctuation such as `、。「」（）：，；`), and emoji shown as
///   emoji: emoji-presentation characters, a text-default symbol followed by U+FE0F,
///   ZWJ sequences (`👨‍👩‍👧`) and flags (two regional indicators) — each one cluster of 2.
/// - 0: control characters (C0, DEL, C1, also `"\r\n"`), combining marks, format
///   characters (ZWJ, ZWSP, soft hyphen, bidi marks), variation selectors and other
///   default-ignorable code points, line and paragraph separators (U+2028/2029), and
///   Hangul vowel and final-consonant jamo (they join the syllable before them).
/// - 1: everything else.
///
/// A cluster takes the width of its first visible scalar; marks after it add nothing, except
/// spacing marks (Devanagari `ि` in `कि`), which add a column each after a narrow base.
/// U+FE0E (text presentation) makes an emoji narrow: `⌚︎` is 1.
/// ANSI escape sequences are not recognised: `ESC` is 0 but `[31m` counts 4.
public enum DisplayWidth {
    /// Columns taken by `text`. O(n).
    public static func width(of text: String) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }

    /// Columns taken by `text`.
    public static func width(of text: Substring) -> Int {
        var total = 0
        for character in text { total += width(of: character) }
        return total
    }

    /// Columns taken by one grapheme cluster: 0, 1 or 2.
    public static func width(of character: Character) -> Int {
        if let ascii = character.asciiValue {  // also "\r\n", whose asciiValue is 10
            return ascii < 0x20 || ascii == 0x7F ? 0 : 1
        }
        var base: Unicode.Scalar?
        var baseWidth = 0
        var regionalIndicators = 0
        var emojiSelector = false
        var textSelector = false
        var joined = false
        var spacingMarks = 0
        for scalar in character.unicodeScalars {
            switch scalar.value {
            case 0xFE0F: emojiSelector = true
            case 0xFE0E: textSelector = true
            case 0x200D: joined = true
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            default: break
            }
            if base == nil {
                let w = width(of: scalar)
                if w > 0 {
                    base = scalar
                    baseWidth = w
                }
            } else if scalar.properties.generalCategory == .spacingMark {
                spacingMarks += 1
            }
        }
        guard let base else { return 0 }
        if regionalIndicators >= 2 { return 2 }
        if base.properties.isEmoji {
            if textSelector, !joined { return 1 }
            if emojiSelector || joined { return 2 }
        }
        return baseWidth == 2 ? 2 : baseWidth + spacingMarks
    }

    /// Columns taken by one scalar on its own: 0, 1 or 2.
    public static func width(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x300 { return value == 0xAD ? 0 : 1 }  // soft hyphen: default-ignorable
        switch value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF: return 0  // Hangul jungseong and jongseong
        default: break
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .spacingMark, .format, .control, .lineSeparator, .paragraphSeparator, .surrogate:
            return 0
        default: break
        }
        if properties.isDefaultIgnorableCodePoint { return 0 }
        if isEastAsianWide(value) || properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// Where text sits when `pad` adds spaces.
    public enum Alignment: Sendable {
        case leading, trailing, center
    }

    /// `text` with spaces added to take `columns` columns (leading alignment: spaces after).
    /// Text already that wide or wider comes back unchanged; it is never cut.
    public static func pad(_ text: String, to columns: Int, alignment: Alignment = .leading) -> String {
        let missing = columns - width(of: text)
        guard missing > 0 else { return text }
        switch alignment {
        case .leading: return text + String(repeating: " ", count: missing)
        case .trailing: return String(repeating: " ", count: missing) + text
        case .center:
            let before = missing / 2
            return String(repeating: " ", count: before) + text + String(repeating: " ", count: missing - before)
        }
    }

    /// `text` cut to at most `columns` columns, ending in `ellipsis` when anything was cut.
    /// Whole clusters only: a wide character that would straddle the limit is left out (the
    /// result may then be one column short). When even the ellipsis does not fit, the text
    /// is cut without it. `columns <= 0` gives "".
    public static func truncate(_ text: String, to columns: Int, ellipsis: String = "…") -> String {
        guard columns > 0 else { return "" }
        guard width(of: text) > columns else { return text }
        let ellipsisWidth = width(of: ellipsis)
        let mark = ellipsisWidth <= columns ? ellipsis : ""
        let room = columns - (mark.isEmpty ? 0 : ellipsisWidth)
        var out = ""
        var used = 0
        for character in text {
            let w = width(of: character)
            if used + w > room { break }
            out.append(character)
            used += w
        }
        return out + mark
    }
}
