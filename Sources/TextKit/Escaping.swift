/// Escaping of text for the consumer it goes to. (Placeholder rules; TextKit's full set lands
/// with the text utilities.)
public enum Escaping {
    public static func xmlText(_ text: String) -> String { xml(text, attribute: false) }
    public static func xmlAttribute(_ text: String) -> String { xml(text, attribute: true) }

    static func xml(_ text: String, attribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "'" where attribute: out += "&apos;"
            case "\n" where attribute, "\t" where attribute, "\r": out += "&#\(scalar.value);"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    public static func githubData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    public static func githubProperty(_ text: String) -> String {
        githubData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// A plain log line no part of which the runner reads as a workflow command.
    public static func githubPlainLine(_ text: String) -> String {
        let flat = text.replacingOccurrences(of: "\r", with: "\\r").replacingOccurrences(of: "\n", with: "\\n")
        return flat.hasPrefix("::") ? " " + flat : flat
    }
}

extension Escaping {
    /// Learner text made safe for a terminal: control characters (ESC, CR, ...) shown as
    /// `\u{1B}`-style escapes; tab and newline kept.
    public static func terminal(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar == "\n" || scalar == "\t" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return out
    }
}

extension Escaping {
    /// Text safe inside HTML elements and attribute values.
    public static func html(_ text: String) -> String {
        xml(text, attribute: true)
    }
}
