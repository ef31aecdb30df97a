/// Character classes for Chinese, Japanese and Korean text, shared by `Wrapping` and
/// `ChinesePunctuation`. A `Character` is classified by its first scalar.
public enum CJK {
    /// Han ideographs, kana, Hangul, bopomofo, CJK symbols and punctuation (U+3000–303F),
    /// CJK compatibility and vertical forms, and fullwidth / halfwidth forms (U+FF00–FFEF).
    public static func isCJK(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value, value >= 0x1100 else { return false }
        switch value {
        case 0x1100...0x11FF,  // Hangul jamo
             0x2E80...0x2FDF,  // CJK radicals, Kangxi radicals
             0x2FF0...0x303F,  // ideographic description, CJK symbols and punctuation
             0x3040...0x30FF,  // hiragana, katakana
             0x3100...0x312F, 0x3130...0x318F, 0x3190...0x31FF,  // bopomofo, Hangul compatibility jamo, kanbun, kana ext.
             0x3200...0x4DBF,  // enclosed CJK, compatibility, extension A
             0x4E00...0x9FFF,  // unified ideographs
             0xA960...0xA97F, 0xAC00...0xD7FF,  // Hangul
             0xF900...0xFAFF,  // compatibility ideographs
             0xFE10...0xFE1F, 0xFE30...0xFE4F,  // vertical and compatibility forms
             0xFF00...0xFFEF,  // fullwidth and halfwidth forms
             0x20000...0x3FFFF:  // ideograph planes
            return true
        default:
            return false
        }
    }

    /// Characters a line must not start with (kinsoku): CJK closing brackets, sentence and
    /// clause punctuation, `…` and `—` (written doubled in Chinese), closing quotes, and their
    /// ASCII forms `. , ; : ! ? ) ] }` and `%`.
    public static func isClosingPunctuation(_ character: Character) -> Bool {
        closing.contains(character)
    }

    /// Characters a line must not end with: opening brackets and quotes, CJK and ASCII.
    public static func isOpeningPunctuation(_ character: Character) -> Bool {
        opening.contains(character)
    }

    private static let closing: Set<Character> = [
        "。", "，", "、", "；", "：", "！", "？", "）", "」", "』", "】", "〉", "》", "〕", "〗", "〙", "〛",
        "］", "｝", "．", "…", "—", "’", "”", "〞", "〟", "～", "％", "・",
        ".", ",", ";", ":", "!", "?", ")", "]", "}", "%",
    ]

    private static let opening: Set<Character> = [
        "（", "「", "『", "【", "〈", "《", "〔", "〖", "〘", "〚", "［", "｛", "‘", "“", "〝",
        "(", "[", "{",
    ]
}
