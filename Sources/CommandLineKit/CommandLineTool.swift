#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation
import TextKit
import ToolText

/// The root of the tool: reads the global options and the command's name, then parses and
/// runs that command. `rxlesson --version`, `rxlesson help COMMAND`, `rxlesson COMMAND -h`.
/// (Unchecked Sendable: it holds only constants and command metatypes, which have no state.)
public struct CommandLineTool: @unchecked Sendable {
    public let name: String
    public let version: String
    public let abstract: Localized
    public let discussion: Localized?
    /// Every command, in the order the root help lists them; hidden ones included.
    public let commands: [any ParsableCommand.Type]

    public init(name: String, version: String, abstract: Localized, discussion: Localized? = nil, commands: [any ParsableCommand.Type]) {
        let names = commands.map { $0.configuration.name }
        precondition(Set(names).count == names.count && !names.contains("help"), "CommandLineKit: command names must be unique and not 'help'")
        self.name = name
        self.version = version
        self.abstract = abstract
        self.discussion = discussion
        self.commands = commands
    }

    /// Runs the process's command line on the process's console and exits with its code.
    /// `services` are handed to the commands (`context.service(Catalog.self)`).
    public func main(services: [Any] = []) -> Never {
        let environment = ProcessInfo.processInfo.environment
        exit(run(Array(CommandLine.arguments.dropFirst()), console: .standard(environment: environment),
                 environment: environment, services: services))
    }

    /// Runs one command line (without the program's name); returns the exit code:
    /// the command's own, 2 for a usage error, 0 for help and `--version`.
    public func run(_ arguments: [String], console: Console, environment: [String: String], services: [Any] = []) -> Int32 {
        var globals = GlobalChoices()
        var firstError: UsageError?
        var index = 0
        func next() -> String? {
            guard index < arguments.count else { return nil }
            index += 1
            return arguments[index - 1]
        }
        while index < arguments.count, arguments[index].hasPrefix("-"), arguments[index] != "-" {
            let word = arguments[index]
            index += 1
            if word == "--" { break }
            let name = word.hasPrefix("--") ? String(word.prefix { $0 != "=" }) : word
            let inline = name == word ? nil : String(word.dropFirst(name.count + 1))
            if let global = GlobalOption.named(name, root: true) {
                if let error = globals.apply(global, spelled: name, inline: inline, next: next), firstError == nil { firstError = error }
            } else if firstError == nil {
                let known = GlobalOption.allCases.compactMap { $0.spellings.last }
                firstError = .unknownOption(name, suggestions: Suggestions.nearest(name, among: known))
            }
        }
        let fallback = GlobalChoices.language(in: arguments) ?? Language.fromEnvironment(environment)
        let language = globals.language ?? fallback
        prepare(console, language: language, noColor: globals.noColor)
        let writer = HelpWriter(tool: name, language: language, console: console)
        let rootHelp = { writer.rootHelp(abstract: self.abstract, discussion: self.discussion, commands: self.commands.map { $0.configuration }) }

        if let error = firstError, !globals.help {
            report(error, usage: writer.rootUsage, console: console, language: language)
            return 2
        }
        guard index < arguments.count else {
            if globals.help { console.out(rootHelp()) }
            else if globals.version { console.out(version) }
            else { console.err(rootHelp()); return 2 }
            return console.failure?.exitCode ?? 0
        }
        let commandName = arguments[index]
        let rest = Array(arguments[(index + 1)...])
        if commandName == "help" {
            // `help COMMAND [--lang zh] [--no-color]`: the command's own `--help`.
            let target = rest.indices.first { position in
                !rest[position].hasPrefix("-") && (position == 0 || rest[position - 1] != "--lang")
            }
            guard let target, rest[target] != "help" else {
                console.out(rootHelp())
                return console.failure?.exitCode ?? 0
            }
            guard let command = command(named: rest[target]) else {
                report(unknownCommand(rest[target]), usage: writer.rootUsage, console: console, language: language)
                return 2
            }
            var words = rest
            words.remove(at: target)
            return execute(command, words + ["--help"], globals: globals, fallback: fallback, console: console,
                           environment: environment, services: services)
        }
        guard let command = command(named: commandName) else {
            report(unknownCommand(commandName), usage: writer.rootUsage, console: console, language: language)
            return 2
        }
        return execute(command, rest, globals: globals, fallback: fallback, console: console, environment: environment, services: services)
    }

    private func command(named name: String) -> (any ParsableCommand.Type)? {
        commands.first { $0.configuration.name == name }
    }

    private func unknownCommand(_ name: String) -> UsageError {
        let visible = commands.map { $0.configuration }.filter { !$0.isHidden }.map(\.name)
        return .unknownCommand(name, suggestions: Suggestions.nearest(name, among: visible + ["help"]), commands: visible)
    }

    private func execute(_ type: any ParsableCommand.Type, _ words: [String], globals rootGlobals: GlobalChoices,
                         fallback: Language, console: Console, environment: [String: String], services: [Any]) -> Int32 {
        let command = type.init()
        let spec = CommandSpec(command)
        var globals = rootGlobals
        let parseError = CommandParser(spec: spec).parse(words, globals: &globals)
        let language = globals.language ?? fallback
        prepare(console, language: language, noColor: globals.noColor)
        let writer = HelpWriter(tool: name, language: language, console: console)
        let path = name + " " + type.configuration.name
        let usage = writer.usage(path: path, spec: spec)

        if globals.help {
            console.out(writer.commandHelp(type.configuration, path: path, spec: spec))
            return console.failure?.exitCode ?? 0
        }
        if let parseError {
            report(parseError, usage: usage, console: console, language: language)
            return 2
        }
        do {
            for group in spec.groups { try group.validate() }
            try command.validate()
        } catch {
            report(.validation(message(for: error)), usage: usage, console: console, language: language)
            return 2
        }
        let context = CommandContext(console: console, language: language, environment: environment,
                                     commandPath: path, usage: usage, services: services)
        let code: Int32
        do {
            code = try command.run(context)
        } catch let error as ValidationError {
            report(.validation(error.message), usage: usage, console: console, language: language)
            return 2
        } catch {
            console.err(Localized.error("\(error)", language))
            code = 1
        }
        return console.failure?.exitCode ?? code
    }

    private func message(for error: any Error) -> Localized {
        (error as? ValidationError)?.message ?? Localized(zh: "\(error)", en: "\(error)")
    }

    private func prepare(_ console: Console, language: Language, noColor: Bool) {
        console.language = language
        if noColor { console.colored = false }
    }

    private func report(_ error: UsageError, usage: String, console: Console, language: Language) {
        for line in error.lines(language) { console.err(line) }
        console.err(usage)
    }
}
