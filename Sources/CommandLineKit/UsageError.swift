import TextKit
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
        let zh = language == .zh
        func error(_ text: Localized) -> String { (zh ? "错误：" : "error: ") + text[language] }
        switch self {
        case let .unknownOption(option, suggestions):
            return [error(Localized(zh: "未知选项 '\(option)'", en: "unknown option '\(option)'"))] + Self.didYouMean(suggestions, language)
        case let .unknownCommand(command, suggestions, commands):
            let first = error(Localized(zh: "未知命令 '\(command)'", en: "unknown command '\(command)'"))
            if !suggestions.isEmpty { return [first] + Self.didYouMean(suggestions, language) }
            return [first, (zh ? "命令：" : "commands: ") + commands.joined(separator: zh ? "、" : ", ")]
        case let .missingValue(form):
            return [error(Localized(zh: "选项 '\(form)' 缺少值", en: "missing value for '\(form)'"))]
        case let .invalidValue(value, form, expected):
            return [error(Localized(zh: "'\(form)' 的值 '\(value)' 无效：应为\(expected.zh)",
                                    en: "invalid value '\(value)' for '\(form)': expected \(expected.en)"))]
        case let .valueNotAllowed(option):
            return [error(Localized(zh: "选项 '\(option)' 不接受值", en: "option '\(option)' takes no value"))]
        case let .missingArgument(name):
            return [error(Localized(zh: "缺少参数 \(name)", en: "missing argument \(name)"))]
        case let .missingOption(form):
            return [error(Localized(zh: "缺少选项 '\(form)'", en: "missing option '\(form)'"))]
        case let .unexpectedArgument(word):
            return [error(Localized(zh: "多余的参数 '\(word)'", en: "unexpected argument '\(word)'"))]
        case let .validation(message):
            return [error(message)]
        }
    }

    private static func didYouMean(_ names: [String], _ language: Language) -> [String] {
        guard let last = names.last else { return [] }
        let quoted = names.map { "'\($0)'" }
        let head = quoted.dropLast().joined(separator: language == .zh ? "、" : ", ")
        let list = names.count == 1 ? "'\(last)'" : head + (language == .zh ? " 或 " : " or ") + "'\(last)'"
        return [language == .zh ? "你是不是想输入 \(list)？" : "did you mean \(list)?"]
    }
}

/// Thrown from `validate()` or `run(_:)` for input that parsed but makes no sense:
/// printed as `error: <message>` with the usage line, exit code 2.
public struct ValidationError: Error, Sendable {
    public let message: Localized
    public init(_ message: Localized) { self.message = message }
}
