import TextKit

/// A rule for exercise files (``SourceRules``, ``CompiledRules``) broken at one place of the
/// learner's file, as data in no language: the rule (by the id of its sentence in the text
/// files, `source-rule.chance`), what the sentence names (`random`), and the line and column (from 1,
/// the column in UTF-8 bytes as the compiler counts it). A report says it in its reader's
/// language (``sentence``).
public struct BrokenRule: Sendable, Hashable, Codable {
    /// The rules, each by the id of its sentence in the text files (`Text/en.md`, `zh.md`).
    public enum Rule: String, Sendable, Hashable, Codable, CaseIterable {
        // Read from the file's text (``SourceRules``).
        case realTime = "source-rule.real-time"
        case rawMemory = "source-rule.raw-memory"
        case symbols = "source-rule.symbols"
        case internals = "source-rule.internals"
        case harnessOnly = "source-rule.harness-only"
        case moduleName = "source-rule.module-name"
        case importOneLine = "source-rule.import-one-line"
        case importAttribute = "source-rule.import-attribute"
        case notImportable = "source-rule.not-importable"
        case ownObservable = "source-rule.own-observable"
        case chance = "source-rule.chance"
        case ownTask = "source-rule.own-task"
        case ownControl = "source-rule.own-control"
        case reflection = "source-rule.reflection"
        case directive = "source-rule.directive"
        // Read from what the compiler made of it (``CompiledRules``).
        case unsafe = "compiled-rule.unsafe"
        case symbolAttributes = "compiled-rule.symbol-attributes"
        case unsafeExpression = "compiled-rule.unsafe-expression"
        case fileArgument = "compiled-rule.file-argument"
        case deprecated = "compiled-rule.deprecated"
        case extensionAdded = "compiled-rule.extension"
        case magicIdentifier = "compiled-rule.magic-identifier"
        case rawIdentifier = "compiled-rule.raw-identifier"
        case tooComplex = "compiled-rule.too-complex"
        case importAttributeCompiled = "compiled-rule.import-attribute"

        /// The sentence, with `arguments` in place.
        func sentence(_ arguments: [Any]) -> Localized {
            let (family, name) = (rawValue.prefix { $0 != "." }, rawValue.drop { $0 != "." }.dropFirst())
            return family == "source-rule" ? wording("source-rule.\(name)", arguments: arguments) : wording("compiled-rule.\(name)", arguments: arguments)
        }
    }

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

    public var rule: Rule
    public var arguments: [Argument]
    public var line: Int
    public var column: Int

    public init(_ rule: Rule, _ arguments: [Argument] = [], line: Int, column: Int) {
        self.rule = rule
        self.arguments = arguments
        self.line = line
        self.column = column
    }

    /// The rule's sentence, in both languages.
    public var sentence: Localized {
        rule.sentence(arguments.map(\.said))
    }

    /// `module` is not one an exercise may import; the ones it may, listed.
    static func notImportable(_ module: String, allowed: Set<String>, line: Int, column: Int) -> BrokenRule {
        BrokenRule(.notImportable, [.word(module), .list(allowed.sorted())], line: line, column: column)
    }
}
