import TextKit
import ToolText
/// A mistake on the command line. Printed as `error: ...` (plus "did you mean" when there
/// is something close) and the usage line, exit code 2.
enum UsageError: Error, Equatable {
    case unknownOption(String, suggestions: [String])
    case unknownCommand(String, suggestions: [String], commands: [String])
    case missingValue(form: String)
    case invalidValue(String, form: String, expected: Localized)
    case valueNotAllowed(option: String)
    case missingArgument(String)
    case missingOption(form: String)
    case unexpectedArgument(String)
    case validation(Localized)

    /// The message lines, without the usage line.
    func lines(_ language: Language) -> [String] {
        func error(_ text: Localized) -> String { Localized.error(text)[language] }
        switch self {
        case let .unknownOption(option, suggestions):
            return [error(wording("usage-error.unknown-option", option))] + (Suggestions.question(suggestions).map { [$0[language]] } ?? [])
        case let .unknownCommand(command, suggestions, commands):
            let first = error(wording("usage-error.unknown-command", command))
            if !suggestions.isEmpty { return [first] + (Suggestions.question(suggestions).map { [$0[language]] } ?? []) }
            return [first, wording("usage-error.commands", Localized.list(commands))[language]]
        case let .missingValue(form):
            return [error(wording("usage-error.missing-value-for", form))]
        case let .invalidValue(value, form, expected):
            return [error(wording("usage-error.invalid-value", form, value, expected))]
        case let .valueNotAllowed(option):
            return [error(wording("usage-error.option-takes-no-value", option))]
        case let .missingArgument(name):
            return [error(wording("usage-error.missing-argument", name))]
        case let .missingOption(form):
            return [error(wording("usage-error.missing-option", form))]
        case let .unexpectedArgument(word):
            return [error(wording("usage-error.unexpected-argument", word))]
        case let .validation(message):
            return [error(message)]
        }
    }
}

/// Thrown from `validate()` or `run(_:)` for input that parsed but makes no sense:
/// printed as `error: <message>` with the usage line, exit code 2.
public struct ValidationError: Error, Sendable {
    public let message: Localized
    public init(_ message: Localized) { self.message = message }
}
