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

    /// A Han ideograph (not punctuation, not kana): the characters Chinese words are made of.
    public static func isHan(_ character: Character) -> Bool {
        guard let value = character.unicodeScalars.first?.value else { return false }
        return (0x3400...0x4DBF).contains(value) || (0x4E00...0x9FFF).contains(value)
            || (0xF900...0xFAFF).contains(value) || (0x20000...0x3FFFF).contains(value)
    }

    /// Units and measure words that stay on the line of the number before them (`20 拍`,
    /// `0.3 秒`, `3 列`), longest first so `毫秒` is found before `秒`. A proofreader adds a unit
    /// here; nothing else changes.
    public static let units: [String] = [
        "毫秒", "分钟", "小时", "拍", "秒", "列", "格", "次", "个", "行", "步", "遍", "条", "位", "号", "倍",
        "天", "年", "版", "页", "节", "章", "层", "种", "段", "组", "KiB", "s", "%",
    ]

    /// Words that stay with the number after them: `第 20 拍`, `每 2 列`.
    public static let numberPrefixes: Set<Character> = ["第", "每"]

    /// The unit of `units` that `characters` start with at `index`, if any.
    public static func unit(in characters: [Character], at index: Int) -> String? {
        units.first { unit in
            var offset = index
            for expected in unit {
                guard offset < characters.count, characters[offset] == expected else { return false }
                offset += 1
            }
            // A Latin unit is a whole word: `3 s`, not the `s` of `3 subscribers`.
            if unit.first?.isASCII == true, offset < characters.count, characters[offset].isLetter { return false }
            return true
        }
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
