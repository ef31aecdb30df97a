import TextKit
/// Usage lines and help pages, generated from the declarations, in one language, wrapped
/// to the console's width.
struct HelpWriter {
    let tool: String
    let language: Language
    let width: Int
    let heading: (String) -> String

    init(tool: String, language: Language, console: Console) {
        self.tool = tool
        self.language = language
        self.width = max(40, console.width)
        self.heading = { console.paint($0, .bold) }
    }

    private var zh: Bool { language == .zh }
    private func say(_ text: Localized) -> String { text[language] }

    // MARK: Usage

    /// `usage: rxlesson marble [--frame N] [--json] DIAGRAM`, wrapped under its first word.
    func usage(path: String, spec: CommandSpec) -> String {
        let options = spec.options.map { option -> String in
            let body = option.kind == .flag ? "--" + option.long : "--" + option.long + " " + option.valueName
            if option.isRequired { return body }
            return option.isRepeating ? "[" + body + " ...]" : "[" + body + "]"
        }
        let positionals = spec.positionals.map { argument -> String in
            let name = argument.isRepeating ? argument.valueName + "..." : argument.valueName
            return argument.minimum > 0 ? name : "[" + name + "]"
        }
        return usageLine(path, options + positionals)
    }

    /// `usage: rxlesson COMMAND [options]`.
    var rootUsage: String { usageLine(tool, ["COMMAND", say(wording("help.options"))]) }

    private func usageLine(_ path: String, _ words: [String]) -> String {
        let lead = say(wording("help.usage", path))
        let indent = String(repeating: " ", count: DisplayWidth.width(of: lead) + 1)
        var lines: [String] = []
        var line = lead
        for word in words {
            if DisplayWidth.width(of: line) + 1 + DisplayWidth.width(of: word) > width, line != lead, line != indent {
                lines.append(line)
                line = indent + word
            } else {
                line += (line == indent ? "" : " ") + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    // MARK: Help pages

    func commandHelp(_ configuration: CommandConfiguration, path: String, spec: CommandSpec) -> String {
        var sections: [[String]] = [Wrapping.wrap(configuration.abstract[language], width: width)]
        if let discussion = configuration.discussion {
            sections.append(Wrapping.wrap(discussion[language], width: width))
        }
        sections.append([usage(path: path, spec: spec)])
        if !spec.positionals.isEmpty {
            let rows = spec.positionals.map { ($0.isRepeating ? $0.valueName + "..." : $0.valueName, describe($0)) }
            sections.append([heading(say(wording("help.arguments")))] + table(rows))
        }
        let rows = spec.options.map { option -> (String, String) in
            let names = (option.short.map { "-\($0), " } ?? "") + "--" + option.long
            return (option.kind == .flag ? names : names + " " + option.valueName, describe(option))
        }
        sections.append([heading(say(wording("help.options-heading")))] + table(rows + globalRows(root: false)))
        if !configuration.examples.isEmpty {
            var lines = [heading(say(wording("help.examples")))]
            for example in configuration.examples {
                lines.append("  " + path + (example.arguments.isEmpty ? "" : " " + example.arguments))
                if let note = example.note { lines += Wrapping.wrap(note[language], width: width, indent: String(repeating: " ", count: 6)) }
            }
            sections.append(lines)
        }
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    func rootHelp(abstract: Localized, discussion: Localized?, commands: [CommandConfiguration]) -> String {
        var sections: [[String]] = [Wrapping.wrap(abstract[language], width: width)]
        if let discussion { sections.append(Wrapping.wrap(discussion[language], width: width)) }
        sections.append([rootUsage])
        let rows = commands.filter { !$0.isHidden }.map { ($0.name, $0.abstract[language]) }
            + [("help COMMAND", say(wording("help.show-a-command-s-help")))]
        sections.append([heading(say(wording("help.commands")))] + table(rows))
        sections.append([heading(say(wording("help.options-heading")))] + table(globalRows(root: true)))
        sections.append(Wrapping.wrap(say(wording("help.run-help-command-for-a", tool)), width: width))
        return sections.map { $0.joined(separator: "\n") }.joined(separator: "\n\n")
    }

    private func globalRows(root: Bool) -> [(String, String)] {
        (root ? [("--version", say(wording("help.print-the-version")))] : []) + [
            ("--no-color", say(wording("help.no-colours-in-the-output"))),
            (GlobalOption.languageForm, say(wording("help.language-of-the-messages-default"))),
            ("-h, --help", say(wording("help.show-this-help"))),
        ]
    }

    private func describe(_ argument: ArgumentSpec) -> String {
        var text = argument.help[language]
        if argument.kind == .option, argument.isRepeating { text = say(wording("help.repeatable", text)) }
        if let value = argument.defaultText { text = say(wording("help.default", text, value)) }
        return text
    }

    /// Two aligned columns; a label too wide for the first column gets its own line.
    private func table(_ rows: [(String, String)]) -> [String] {
        let widest = rows.map { DisplayWidth.width(of: $0.0) }.max() ?? 0
        let column = min(widest, 24) + 4
        var lines: [String] = []
        for (label, text) in rows {
            let wrapped = text.isEmpty ? [] : Wrapping.wrap(text, width: width, indent: String(repeating: " ", count: column))
            if DisplayWidth.width(of: label) + 4 <= column, let first = wrapped.first {
                lines.append("  " + DisplayWidth.pad(label, to: column - 2) + first.dropFirst(column))
                lines += wrapped.dropFirst()
            } else {
                lines.append("  " + label)
                lines += wrapped
            }
        }
        return lines
    }
}
