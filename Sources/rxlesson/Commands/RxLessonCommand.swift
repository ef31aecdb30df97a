import Foundation
import Marbles

/// The `rxlesson` command line: picks the subcommand, which does the work.
public struct RxLessonCommand {
    public let catalog: [Lesson]
    public let environment: [String: String]

    public init(catalog: [Lesson], environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.catalog = catalog
        self.environment = environment
    }

    public static let usage = """
    usage: rxlesson <command> [options]

    commands:
      list [--json]                          lessons in order, with their exercises and progress
      run ID... | --all [--json] [--lang zh|en] [--no-color]
                                             run a lesson's demos on the virtual clock
      marble [--frame N] [--rxjs] [--json] DIAGRAM
                                             parse a marble diagram and print it normalised
      check [ID...] [--solutions] [--format text|json|junit|github|exercism] [--timeout S]
                                             grade exercises
      hint ID                                the next hint for an exercise
      watch                                  re-grade whenever an exercise file changes
      marbles OPERATOR | --list [--svg FILE]  an operator's marble picture, computed on the virtual clock
      play OPERATOR DIAGRAM... [ARGS] [--svg FILE]
                                             run an operator on your own diagrams
      report --html DIR [ID...] [--lang zh|en]
                                             write the lessons and operators as HTML pages with SVG figures
    """

    /// Runs one command line (without the program name) and returns the exit code.
    public func run(_ arguments: [String], console makeConsole: (Bool) -> Console) -> Int32 {
        guard let command = arguments.first else {
            let console = makeConsole(false)
            console.err(Self.usage)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        let noColor = rest.contains("--no-color")
        let console = makeConsole(noColor)
        switch command {
        case "list":
            return ListCommand(catalog: catalog).run(rest, console: console)
        case "run":
            return RunCommand(catalog: catalog, defaultLanguage: Language.fromEnvironment(environment)).run(rest, console: console)
        case "marble":
            let output = MarbleCommand.run(rest)
            if !output.stdout.isEmpty { console.out(output.stdout.hasSuffix("\n") ? String(output.stdout.dropLast()) : output.stdout) }
            if !output.stderr.isEmpty { console.err(output.stderr.hasSuffix("\n") ? String(output.stderr.dropLast()) : output.stderr) }
            return output.exitCode
        case "-h", "--help", "help":
            console.out(Self.usage)
            return 0
        default:
            if let handler = extraCommands[command] { return handler(rest, console) }
            console.err("error: unknown command '\(command)'")
            let near = Suggestions.closest(to: command, in: ["list", "run", "marble"] + extraCommands.keys.filter { !$0.hasPrefix("_") }.sorted())
            if !near.isEmpty { console.err("did you mean: \(near.joined(separator: ", "))?") }
            console.err(Self.usage)
            return 2
        }
    }

    /// Commands added by other parts of the tool (grading, pictures).
    public var extraCommands: [String: ([String], Console) -> Int32] = [:]
}

/// Resolves lesson ids, with suggestions for unknown ones.
struct LessonLookup {
    let catalog: [Lesson]

    func resolve(_ ids: [String], console: Console) -> [Lesson]? {
        var lessons: [Lesson] = []
        var unknown = false
        for id in ids {
            if let lesson = catalog.first(where: { $0.id == id }) {
                lessons.append(lesson)
            } else {
                unknown = true
                let near = Suggestions.closest(to: id, in: catalog.map(\.id))
                console.err("error: unknown lesson '\(id)'" + (near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"))
            }
        }
        if unknown {
            console.err("run `rxlesson list` to see every lesson id")
            return nil
        }
        return lessons
    }
}
