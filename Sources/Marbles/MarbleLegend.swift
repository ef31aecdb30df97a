import ToolText
import TextKit

/// A legend as a figure writes it under its rows (keys the renderer hands out, or the course's), `a=20 d="20° 50%"`, and as a learner may
/// write it after a quiz answer's diagram to name values too wide to draw.
public enum MarbleLegend {
    public struct Problem: Error, CustomStringConvertible {
        public let sentences: Localized
        public var description: String { sentences.en }
    }

    /// `key=value` pairs separated by spaces; a value with spaces, `=` or quotes is quoted.
    public static func text(_ entries: [(key: String, value: String)]) -> String {
        entries.map { "\($0.key)=\(quoted($0.value))" }.joined(separator: " ")
    }

    /// The legend as lines of at most `width` columns.
    public static func lines(_ entries: [(key: String, value: String)], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for entry in entries {
            let item = "\(entry.key)=\(quoted(entry.value))"
            if !line.isEmpty, DisplayWidth.width(of: line) + 1 + DisplayWidth.width(of: item) > width {
                lines.append(line)
                line = item
            } else {
                line += (line.isEmpty ? "" : " ") + item
            }
        }
        if !line.isEmpty { lines.append(line) }
        // An entry wider than the width on its own goes on under its value's first character.
        return lines.flatMap { line -> [String] in
            guard DisplayWidth.width(of: line) > width, let equals = line.firstIndex(of: "=") else { return [line] }
            let hanging = String(repeating: " ", count: line.distance(from: line.startIndex, to: equals) + 2)
            return Wrapping.wrap(line, width: width, hangingIndent: hanging)
        }
    }

    /// A value as a legend writes it: as it is, or quoted with `\"`, `\\`, `\n`, `\t`, `\r` and
    /// `\u{…}` escapes when it holds a space, `=`, a quote, a backslash or a control character.
    static func quoted(_ value: String) -> String {
        let plain = !value.isEmpty && !value.unicodeScalars.contains {
            $0 == " " || $0 == "=" || $0 == "\"" || $0 == "\\" || $0.properties.isWhitespace
                || $0.properties.generalCategory == .control
        }
        if plain { return value }
        var result = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.properties.generalCategory == .control {
                    result += "\\u{\(String(scalar.value, radix: 16))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// `a=10 b=11` for a renderer's keys, or nil without keys.
    static func line(_ legend: [MarbleLegendEntry]) -> String? {
        legend.isEmpty ? nil : text(legend.map { (String($0.key), $0.value) })
    }

    /// Splits an answer into its diagram and the legend written after it: the legend begins
    /// at the first word, after a space, that starts with a key and `=`.
    public static func split(_ answer: String) throws(Problem) -> (diagram: String, legend: [(key: String, value: String)]) {
        let characters = Array(answer)
        var start: Int?
        for index in characters.indices where index == 0 || characters[index - 1] == " " {
            var end = index
            while end < characters.count, characters[end].isLetter || characters[end].isNumber { end += 1 }
            if end > index, end < characters.count, characters[end] == "=" { start = index; break }
        }
        guard let start else { return (answer, []) }
        let diagram = String(characters[..<start]).trimmingCharacters(in: .whitespaces)
        return (diagram, try entries(characters[start...]))
    }

    private static func entries(_ text: ArraySlice<Character>) throws(Problem) -> [(key: String, value: String)] {
        var entries: [(key: String, value: String)] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == " " { index += 1; continue }
            var key = ""
            while index < text.endIndex, text[index].isLetter || text[index].isNumber { key.append(text[index]); index += 1 }
            guard !key.isEmpty, index < text.endIndex, text[index] == "=" else {
                throw Problem(sentences: wording("legend.key-value"))
            }
            index += 1
            var value = ""
            if index < text.endIndex, text[index] == "\"" {
                index += 1
                var closed = false
                while index < text.endIndex {
                    let character = text[index]
                    index += 1
                    if character == "\"" { closed = true; break }
                    if character == "\\", index < text.endIndex {
                        let escaped = text[index]
                        index += 1
                        switch escaped {
                        case "n": value.append("\n")
                        case "t": value.append("\t")
                        case "r": value.append("\r")
                        case "u" where index < text.endIndex && text[index] == "{":
                            guard let close = text[index...].firstIndex(of: "}"),
                                  let code = UInt32(String(text[text.index(after: index)..<close]), radix: 16),
                                  let scalar = Unicode.Scalar(code) else { value.append(escaped); continue }
                            value.unicodeScalars.append(scalar)
                            index = text.index(after: close)
                        default: value.append(escaped)
                        }
                    } else {
                        value.append(character)
                    }
                }
                guard closed else {
                    throw Problem(sentences: wording("legend.unclosed-quote", key))
                }
            } else {
                while index < text.endIndex, text[index] != " " { value.append(text[index]); index += 1 }
            }
            entries.append((key, value))
        }
        return entries
    }
}
