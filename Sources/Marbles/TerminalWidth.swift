import TextKit

/// Terminal columns, kept only as a forwarder to `TextKit.DisplayWidth` for the callers
/// outside Marbles (LessonKit) until they import TextKit themselves; then delete this file.
public enum TerminalWidth {
    public static func of(_ text: String) -> Int { DisplayWidth.width(of: text) }
    public static func of(_ character: Character) -> Int { DisplayWidth.width(of: character) }
    public static func of(_ scalar: Unicode.Scalar) -> Int { DisplayWidth.width(of: scalar) }
}
