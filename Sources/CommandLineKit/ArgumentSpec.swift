import TextKit
/// What the parser and the help know about one declared flag, option or positional.
/// Built from the property wrappers (see `Declarations.swift`); never written by hand.
struct ArgumentSpec {
    enum Kind { case flag, option, positional }

    let kind: Kind
    /// Long name without dashes (flags and options): `frame` for `--frame`.
    let long: String
    let short: Character?
    /// `N`, `text|json|junit`, `DIAGRAM`.
    let valueName: String
    let help: Localized
    let choices: [String]
    let expectation: Localized
    let defaultText: String?
    /// An option that must be given, or a positional with `minimum > 0`.
    let isRequired: Bool
    /// An option that may be given many times (`[T]`).
    let isRepeating: Bool
    /// Positionals: how many words it takes.
    let minimum: Int
    let maximum: Int?
    let allowsLeadingDash: Bool
    let slot: DeclaredArgument

    /// `--frame N`, `--json`, `DIAGRAM`: how the argument is spelled in messages.
    var form: String {
        switch kind {
        case .flag: return "--" + long
        case .option: return "--" + long + " " + valueName
        case .positional: return valueName
        }
    }

    /// The words (`--json`, `-j`) that name this option on a command line.
    var spellings: [String] {
        kind == .positional ? [] : ["--" + long] + (short.map { ["-" + String($0)] } ?? [])
    }

    /// What a bad value should have looked like.
    var expected: Localized {
        choices.isEmpty ? expectation
            : wording("argument.one-of", Localized.list(choices))
    }
}

/// A property wrapper's storage, as the parser sees it.
protocol DeclaredArgument: AnyObject {
    func spec(property: String) -> ArgumentSpec
    /// Takes one word (flags get ""); false when the word is not a valid value.
    func receive(_ word: String) -> Bool
    /// Whether the command line gave it at least once.
    var wasGiven: Bool { get }
}

/// All declarations of one command, found by reflecting over a fresh instance.
struct CommandSpec {
    private(set) var options: [ArgumentSpec] = []
    private(set) var positionals: [ArgumentSpec] = []
    /// Nested `ParsableArguments` values (shared option groups), validated before the command.
    private(set) var groups: [any ParsableArguments] = []

    init(_ instance: any ParsableArguments) {
        collect(instance)
        var seen = Set(GlobalOption.allSpellings)
        for spelling in options.flatMap(\.spellings) {
            precondition(seen.insert(spelling).inserted, "CommandLineKit: '\(spelling)' is declared twice in \(type(of: instance))")
        }
    }

    private mutating func collect(_ value: Any) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            if let slot = child.value as? DeclaredArgument {
                let spec = slot.spec(property: label.hasPrefix("_") ? String(label.dropFirst()) : label)
                if spec.kind == .positional { positionals.append(spec) } else { options.append(spec) }
            } else if let group = child.value as? any ParsableArguments {
                groups.append(group)
                collect(group)
            }
        }
    }

    /// The declared flag or option a word names exactly (`--json`, `-j`), if any.
    func option(named word: String) -> ArgumentSpec? {
        options.first { $0.spellings.contains(word) }
    }

    var acceptsLeadingDash: Bool { positionals.contains(where: \.allowsLeadingDash) }

    /// `frameCount` → `frame-count`.
    static func kebab(_ property: String) -> String {
        var result = ""
        for character in property {
            if character.isUppercase {
                if !result.isEmpty { result += "-" }
                result += character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
