import Foundation

/// Lesson text names the tool's commands as the installed command, `rxlesson play …`; a
/// learner who runs it otherwise (`swift run rxlesson`, `--lang zh`) reads them as they type them.
public enum CommandSpelling {
    /// `rxlesson` starting a command (followed by a subcommand's word) in `text`, spelled `invocation`.
    public static func spelled(_ text: String, as invocation: String) -> String {
        guard invocation != "rxlesson" else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return command.stringByReplacingMatches(in: text, range: range, withTemplate: NSRegularExpression.escapedTemplate(for: invocation))
    }

    /// The word alone (not `rxlesson's`, not inside a path), before a space and a lowercase word.
    private static let command = try! NSRegularExpression(pattern: "(?<![\\w./-])rxlesson(?= [a-z])")
}
