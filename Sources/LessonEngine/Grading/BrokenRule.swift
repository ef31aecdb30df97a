import TextKit

/// A rule for exercise files (``SourceRules``, ``CompiledRules``) broken at one place of the
/// learner's file, as data in no language: the rule (the id of its sentence in the text files,
/// `source-rule.chance`), what the sentence names (`random`), and the line and column (from 1,
/// the column in UTF-8 bytes as the compiler counts it). A report says it in its reader's
/// language (``sentence``).
public struct BrokenRule: Sendable, Hashable, Codable {
    /// One value the sentence names: a word, or a list the sentence says as its language
    /// lists (`A, B and C`, `A、B 和 C`). In JSON a string or an array of strings.
    public enum Argument: Sendable, Hashable, Codable {
        case word(String)
        case list([String])

        public init(from decoder: Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let word = try? container.decode(String.self) { self = .word(word) } else { self = .list(try container.decode([String].self)) }
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .word(let word): try container.encode(word)
            case .list(let words): try container.encode(words)
            }
        }

        var said: Any {
            switch self {
            case .word(let word): return word
            case .list(let words): return Localized.list(words)
            }
        }
    }

    public var rule: String
    public var arguments: [Argument]
    public var line: Int
    public var column: Int

    public init(_ rule: String, _ arguments: [Argument] = [], line: Int, column: Int) {
        self.rule = rule
        self.arguments = arguments
        self.line = line
        self.column = column
    }

    /// The rule's sentence, in both languages.
    public var sentence: Localized {
        wording(rule, arguments: arguments.map(\.said))
    }

    /// `module` is not one an exercise may import; the ones it may, listed.
    static func notImportable(_ module: String, allowed: Set<String>, line: Int, column: Int) -> BrokenRule {
        BrokenRule("source-rule.not-importable", [.word(module), .list(allowed.sorted())], line: line, column: column)
    }
}
