/// Escaping for every place rxlesson writes text another program reads, one explicit rule
/// per consumer. All functions work on Unicode scalars, so nothing is lost between clusters;
/// lone surrogates cannot occur in a Swift `String`, so no rule needs them.
public enum Escaping {
    // MARK: JSON

    /// A complete JSON string literal, quotes included (RFC 8259 §7).
    ///
    /// - `"` and `\` are backslash-escaped; `/` is left alone.
    /// - `\b \f \n \r \t` use their short forms; every other C0 control is `\u00XX`.
    /// - DEL and the C1 controls (U+007F–U+009F) are `\u00XX` too, although RFC 8259 allows
    ///   them raw: they would reach a terminal when the JSON is printed.
    /// - U+2028 and U+2029 are `\u2028` / `\u2029`, so the text is also a valid JavaScript literal.
    /// - Everything else, emoji and CJK included, is written as itself (UTF-8 output).
    /// Hex digits are lowercase.
    public static func json(_ text: String) -> String {
        "\"" + replacing(text) { scalar in
            switch scalar {
            case "\"": return "\\\""
            case "\\": return "\\\\"
            case "\u{8}": return "\\b"
            case "\u{C}": return "\\f"
            case "\n": return "\\n"
            case "\r": return "\\r"
            case "\t": return "\\t"
            default:
                let value = scalar.value
                let escaped = value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                return escaped ? "\\u" + hex(value, digits: 4) : nil
            }
        } + "\""
    }

    // MARK: XML

    /// Character data (element content) for XML 1.0: `&` `<` `>` escaped; tab and newline
    /// kept as they are; carriage return as `&#13;` (a parser would otherwise turn `\r\n`
    /// into `\n`). Characters XML 1.0 forbids — C0 controls other than tab, newline and
    /// return, and U+FFFE/U+FFFF — are replaced by U+FFFD, so the reader sees that
    /// something was there. Quotes are left alone: use `xmlAttribute` inside attributes.
    public static func xml(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\r": return "&#13;"
            case "\t", "\n": return nil
            default: return xmlForbidden(scalar)
            }
        }
    }

    /// A value for a quoted XML attribute (either quote style): as `xml(_:)`, plus `"` and
    /// `'` escaped, and tab, newline and return as `&#9;` `&#10;` `&#13;` (attribute-value
    /// normalisation would turn them into spaces).
    public static func xmlAttribute(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&apos;"
            case "\t": return "&#9;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            default: return xmlForbidden(scalar)
            }
        }
    }

    /// U+FFFD for a character XML 1.0 forbids, nil for one it allows.
    private static func xmlForbidden(_ scalar: Unicode.Scalar) -> String? {
        scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF ? "\u{FFFD}" : nil
    }

    // MARK: HTML

    /// Text for HTML, safe both as element content and inside a quoted attribute value:
    /// `& < > " '` as `&amp; &lt; &gt; &quot; &#39;`. Tab, newline and return are kept; other
    /// C0 controls, DEL, C1 controls and U+FFFE/U+FFFF (parse errors in HTML) become U+FFFD.
    public static func html(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar {
            case "&": return "&amp;"
            case "<": return "&lt;"
            case ">": return "&gt;"
            case "\"": return "&quot;"
            case "'": return "&#39;"
            case "\t", "\n", "\r": return nil
            default:
                let value = scalar.value
                return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFFFE || value == 0xFFFF ? "\u{FFFD}" : nil
            }
        }
    }

    // MARK: Terminal

    /// Learner-supplied text made safe to print on a terminal: it can no longer move the
    /// cursor, change colours, set the window title or reorder what is shown. Tab and
    /// newline are kept; every other C0 control (ESC and CR included), DEL, every C1
    /// control, and the bidirectional overrides and isolates (U+202A–U+202E,
    /// U+2066–U+2069) are written as Swift-style escapes: `ESC[31m` → `\u{1B}[31m`,
    /// `\r` → `\u{D}`. Backslashes are not doubled, so ordinary text stays as typed.
    public static func terminal(_ text: String) -> String {
        replacing(text) { scalar in
            switch scalar.value {
            case 0x09, 0x0A: return nil
            case 0x00..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069:
                return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: return nil
            }
        }
    }

    // MARK: GitHub Actions workflow commands

    /// The message of a workflow command (`::error file=…::MESSAGE`): `%` → `%25`,
    /// `\r` → `%0D`, `\n` → `%0A`. The runner decodes these back, so multi-line messages survive.
    /// An old-style command (`##[`) anywhere is broken too, as in `githubPlainLine`.
    public static func githubCommandData(_ text: String) -> String {
        breakingOldStyleCommands(replacing(text) { scalar in
            switch scalar {
            case "%": return "%25"
            case "\r": return "%0D"
            case "\n": return "%0A"
            default: return nil
            }
        })
    }

    /// A property value of a workflow command (`file=`, `title=`): as `githubCommandData`,
    /// plus `:` → `%3A` and `,` → `%2C`, which would otherwise end the value.
    public static func githubCommandProperty(_ text: String) -> String {
        githubCommandData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// One plain log line that the Actions runner must never read as a workflow command.
    /// The runner splits output on both `\n` and `\r`; it reads a line starting with `::`
    /// (after leading whitespace) as a command, and `##[` ANYWHERE in a line as an old-style
    /// one. So `\r` and `\n` become the visible `\r` `\n` (the result is a single line), a
    /// line that would start with `::` once trimmed gets a backslash in front (`\::error::x`),
    /// and every `##[` becomes `##\[`. Invisible characters (soft hyphen, zero-width space …)
    /// do not hide either form: a culture-aware comparison may skip them.
    public static func githubPlainLine(_ text: String) -> String {
        let out = breakingOldStyleCommands(replacing(text) { scalar in scalar == "\r" ? "\\r" : scalar == "\n" ? "\\n" : nil })
        var visible = String.UnicodeScalarView()
        visible.append(contentsOf: out.unicodeScalars.filter { !$0.properties.isDefaultIgnorableCodePoint })
        return String(visible).drop(while: { $0.isWhitespace }).hasPrefix("::") ? "\\" + out : out
    }

    /// A backslash before every `[` whose two visible predecessors are `#`: the runner's old
    /// command form, `##[`, found anywhere in a line, no longer matches.
    private static func breakingOldStyleCommands(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var last: Unicode.Scalar = " ", beforeLast: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if scalar == "[" && last == "#" && beforeLast == "#" { out.append("\\") }
            out.append(scalar)
            if !scalar.properties.isDefaultIgnorableCodePoint { (beforeLast, last) = (last, scalar) }
        }
        return String(out)
    }

    /// `text` with each scalar `rule` has a replacement for replaced (nil keeps it): the one
    /// loop every consumer's rule runs in.
    private static func replacing(_ text: String, _ rule: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = rule(scalar) { out += replacement } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
