import TextKit
/// The options every command accepts (and `--version`, which only the root does).
enum GlobalOption: CaseIterable {
    case help, noColor, lang, version

    var spellings: [String] {
        switch self {
        case .help: return ["-h", "--help"]
        case .noColor: return ["--no-color"]
        case .lang: return ["--lang"]
        case .version: return ["--version"]
        }
    }

    static let allSpellings = allCases.flatMap(\.spellings)
    static let languageForm = "--lang " + Language.allCases.map(\.rawValue).joined(separator: "|")

    static func named(_ word: String, root: Bool) -> GlobalOption? {
        allCases.first { $0.spellings.contains(word) && (root || $0 != .version) }
    }
}

/// What the global options asked for.
struct GlobalChoices {
    var help = false
    var noColor = false
    var version = false
    var language: Language?

    /// Applies one global option; `value` is the `=value` part or, for `--lang`, the next word.
    mutating func apply(_ option: GlobalOption, spelled word: String, inline: String?, next: () -> String?) -> UsageError? {
        switch option {
        case .help, .noColor, .version:
            if inline != nil { return .valueNotAllowed(option: word) }
            switch option {
            case .help: help = true
            case .noColor: noColor = true
            default: version = true
            }
            return nil
        case .lang:
            guard let value = inline ?? next() else { return .missingValue(form: GlobalOption.languageForm) }
            guard let chosen = Language(rawValue: value) else {
                let choices = Language.allCases.map(\.rawValue)
                return .invalidValue(value, form: GlobalOption.languageForm,
                                     expected: wording("argument.one-of", Localized.list(choices)))
            }
            language = chosen
            return nil
        }
    }

    /// A quick look for `--lang` before anything is parsed, so that even the first error is
    /// printed in the chosen language. Stops at `--`; ignores values it cannot read.
    static func language(in words: [String]) -> Language? {
        var found: Language?
        for (index, word) in words.enumerated() {
            if word == "--" { break }
            if word == "--lang", index + 1 < words.count { found = Language(rawValue: words[index + 1]) ?? found }
            if word.hasPrefix("--lang=") { found = Language(rawValue: String(word.dropFirst(7))) ?? found }
        }
        return found
    }
}

/// Reads one command's words into its declarations.
///
/// A word is an option only when it names a declared (or global) option exactly, or is
/// `--name=value` for one. `--` ends the options; a lone `-` is a positional. Any other
/// word starting with `-` is a positional when the command has a positional declared with
/// `allowsLeadingDash` (marble diagrams: `--1--2--|`), and an unknown option otherwise.
struct CommandParser {
    let spec: CommandSpec

    /// Parses `words`, filling the declarations and `globals`. Returns the first mistake;
    /// keeps reading after it so that a later `--help` or `--lang` still counts.
    func parse(_ words: [String], globals: inout GlobalChoices) -> UsageError? {
        var firstError: UsageError?
        func fail(_ error: UsageError) { if firstError == nil { firstError = error } }
        var positionals: [(word: String, dashed: Bool)] = []
        var index = 0
        var optionsEnded = false

        func nextValue() -> String? {
            guard index < words.count else { return nil }
            let word = words[index]
            if word == "--" || spec.option(named: word) != nil || GlobalOption.named(word, root: false) != nil { return nil }
            index += 1
            return word
        }

        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                positionals.append((word, false))
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            var name = word
            var inline: String?
            if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
                name = String(word[..<equals])
                inline = String(word[word.index(after: equals)...])
            }
            if let global = GlobalOption.named(name, root: false) {
                if let error = globals.apply(global, spelled: name, inline: inline, next: nextValue) { fail(error) }
            } else if let option = spec.option(named: name) {
                if option.kind == .flag {
                    if inline != nil { fail(.valueNotAllowed(option: name)) } else { _ = option.slot.receive("") }
                } else if let value = inline ?? nextValue() {
                    if !option.slot.receive(value) { fail(.invalidValue(value, form: option.form, expected: option.expected)) }
                } else {
                    fail(.missingValue(form: option.form))
                }
            } else if spec.acceptsLeadingDash {
                positionals.append((word, true))
            } else {
                fail(unknown(name))
            }
        }
        if let error = firstError { return error }
        if let error = assign(positionals) { return error }
        if let absent = spec.options.first(where: { $0.isRequired && !$0.slot.wasGiven }) {
            return .missingOption(form: absent.form)
        }
        return nil
    }

    private func unknown(_ word: String) -> UsageError {
        let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
        let known = spec.options.map { "--" + $0.long } + ["--help", "--no-color", "--lang"]
        return .unknownOption(name, suggestions: Suggestions.nearest(name, among: known))
    }

    /// `--name`, `-n`, `--name=value`: shaped like an option rather than a diagram.
    static func looksLikeOption(_ word: String) -> Bool {
        let name = word.prefix { $0 != "=" }.drop { $0 == "-" }
        let dashes = word.prefix { $0 == "-" }.count
        guard (1...2).contains(dashes), let first = name.first, first.isLetter, !name.hasSuffix("-") else { return false }
        return name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } && !name.contains("--")
    }

    /// Shares the positional words out in declaration order: each takes as many as it may
    /// while leaving enough for the required ones after it.
    private func assign(_ words: [(word: String, dashed: Bool)]) -> UsageError? {
        let arguments = spec.positionals
        var cursor = 0
        var missing: String?
        for (position, argument) in arguments.enumerated() {
            let reserved = arguments[(position + 1)...].reduce(0) { $0 + $1.minimum }
            let available = max(0, words.count - cursor - reserved)
            if available < argument.minimum, missing == nil { missing = argument.valueName }
            let take = min(argument.maximum ?? Int.max, available)
            for (word, dashed) in words[cursor..<(cursor + take)] {
                if dashed && !argument.allowsLeadingDash { return unknown(word) }
                if !argument.slot.receive(word) {
                    return .invalidValue(word, form: argument.valueName, expected: argument.expected)
                }
            }
            cursor += take
        }
        if cursor < words.count {
            // Too many words: a mistyped option is the likelier story than a stray diagram.
            let typo = words.first { $0.dashed && Self.looksLikeOption($0.word) } ?? words[cursor...].first(where: \.dashed)
            if let typo { return unknown(typo.word) }
            return .unexpectedArgument(words[cursor].word)
        }
        if let missing { return .missingArgument(missing) }
        return nil
    }
}
