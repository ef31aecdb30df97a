import ToolText
import TextKit

/// A diagram that cannot be read: what is wrong, and the 1-based column (in characters)
/// where it is, said in the learner's language.
///
/// ```
/// error: second terminal '|': the sequence already ended ('|' at column 5) at column 8
/// --a-|--|
///        ^
/// 错误（第 8 个字符）：第二个终止事件 `|`：序列已经结束了（第 5 个字符是 `|`）
/// ```
public struct MarbleSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
    public var reason: Reason
    /// 1-based, counted in characters of `diagram`; 1 for an empty diagram.
    public var column: Int
    /// The text that was being read.
    public var diagram: String

    public init(_ reason: Reason, column: Int, diagram: String) {
        self.reason = reason
        self.column = column
        self.diagram = diagram
    }

    /// An error in English only (the RxTest bridge's, read by Swift developers).
    public init(message: String, column: Int, diagram: String) {
        self.init(.described(Localized(zh: message, en: message)), column: column, diagram: diagram)
    }

    /// What is wrong, in English.
    public var message: String { reason.text.en }

    /// What is wrong, in `language`.
    public func message(in language: Language) -> String { reason.text[language] }

    /// `<message> at column N` / `第 N 个字符：<message>`: the error without its `error:` label.
    public func sentence(in language: Language) -> String {
        wording("syntax.at-column", reason.text, column)[language]
    }

    /// `error: <message> at column N`
    public var description: String { description(in: .en) }

    /// `error: <message> at column N` / `错误（第 N 个字符）：<message>`.
    public func description(in language: Language) -> String {
        wording("syntax.error", reason.text, column)[language]
    }

    /// The error line, the diagram, and a caret under the column, ending with a newline.
    public var rendered: String { rendered(in: .en) }

    /// ``rendered`` in `language`. Control characters in the echoed diagram show as `�`; the
    /// caret is placed by terminal display width, so wide (CJK) characters before it keep it aligned.
    public func rendered(in language: Language) -> String {
        var echo = ""
        var caretIndent = 0
        var index = 1
        for character in diagram {
            let shown: Character
            if character == "\t" {
                shown = " "
            } else if character.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }) {
                shown = "\u{FFFD}"
            } else {
                shown = character
            }
            echo.append(shown)
            if index < column { caretIndent += DisplayWidth.width(of: shown) }
            index += 1
        }
        return description(in: language) + "\n" + echo + "\n" + String(repeating: " ", count: caretIndent) + "^\n"
    }
}
