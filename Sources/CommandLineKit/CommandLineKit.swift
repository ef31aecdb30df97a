import TextKit
import ToolText
// CommandLineKit: a small declarative command-line parser (the swift-argument-parser shape).
//
// A command is a struct conforming to `ParsableCommand`:
//   static let configuration = CommandConfiguration(name: "marble", abstract: <Localized: both languages>)
// and its arguments, each declared once (names come from the properties, in kebab-case):
//   @Flag(help: …) var json: Bool                                     --json
//   @Option(valueName: "N", help: …) var frame: Int = 1                --frame N, --frame=N (an integer)
//   @Option(help: …) var format: Format = .text                        enum Format: String, CaseIterable, ArgumentValue
//   @Option(valueName: "FILE", help: …) var output: [String]           repeatable; `String?` optional; no default: required
//   @Argument(allowsLeadingDash: true, help: …) var diagram: String    DIAGRAM; `--1--|` is accepted as one
// then `func validate() throws` (optional) and `func run(_ context: CommandContext) -> Int32`.
// `CommandLineTool(name:version:abstract:commands:).main()` dispatches; usage, help, `--help`,
// `--no-color`, `--lang zh|en` and errors with "did you mean" all come from the declarations.

/// A set of declarations that can be filled from a command line: a command, or a group of
/// options shared by several commands (a stored property of a command).
public protocol ParsableArguments {
    /// A fresh, unparsed value; the parser reads its declarations by reflection.
    init()
    /// Checks the parsed values together; throw `ValidationError` to reject them (exit 2).
    func validate() throws
}

extension ParsableArguments {
    public func validate() throws {}
}

/// One command of the tool: its description, its declarations, and what it does.
public protocol ParsableCommand: ParsableArguments {
    static var configuration: CommandConfiguration { get }
    /// Does the work; returns the exit code. A thrown `ValidationError` prints the usage (exit 2);
    /// any other error prints `error: ...` (exit 1).
    func run(_ context: CommandContext) throws -> Int32
}

/// A command's name and the texts its help is made of.
public struct CommandConfiguration: Sendable {
    public var name: String
    public var abstract: Localized
    public var discussion: Localized?
    public var examples: [Example]
    /// Left out of the root help and of suggestions; still runs and answers `--help`.
    public var isHidden: Bool

    public init(name: String, abstract: Localized, discussion: Localized? = nil, examples: [Example] = [], isHidden: Bool = false) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.examples = examples
        self.isHidden = isHidden
    }

    /// A sample use: the words after the command's name, and what they do.
    public struct Example: Sendable {
        public var arguments: String
        public var note: Localized?

        public init(_ arguments: String, _ note: Localized? = nil) {
            self.arguments = arguments
            self.note = note
        }
    }
}

/// What a running command gets besides its parsed values.
public struct CommandContext {
    public let console: Console
    public let language: Language
    public let environment: [String: String]
    /// `rxlesson marble`: how the command was called, for messages.
    public let commandPath: String
    /// The generated usage line (`usage: rxlesson marble [--json] DIAGRAM`), in `language`.
    public let usage: String
    /// What the tool's `main(services:)` / `run(...services:)` was given: the app's own state.
    let services: [Any]

    /// The words a command the tool prints for the learner to run starts with after the
    /// tool's own name: `--lang zh` when the language is not the one the environment gives
    /// (it came from `--lang`), so the copied command answers in the same language.
    public var globalWords: String {
        language == Language.fromEnvironment(environment) ? "" : "--lang \(language.rawValue)"
    }

    /// The first service of type `T` (the lesson catalog, say), if the tool was given one.
    public func service<T>(_ type: T.Type) -> T? {
        services.lazy.compactMap { $0 as? T }.first
    }

    /// `text` in the chosen language.
    public func text(_ text: Localized) -> String { text[language] }

    /// The same context writing to `console` (to collect a command's output, say).
    public func writing(to console: Console) -> CommandContext {
        CommandContext(console: console, language: language, environment: environment, commandPath: commandPath, usage: usage, services: services)
    }

    /// Prints `error: <message>` and the usage line to stderr; returns 2.
    public func usageError(_ message: Localized) -> Int32 {
        console.err(Localized.error(message[language], language))
        console.err(usage)
        return 2
    }
}
