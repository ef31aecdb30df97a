/// `rxlesson marble [--frame N] [--rxjs] [--json] DIAGRAM`, as a pure function from the
/// arguments after `marble` to what to print and the exit code. The CLI only prints.
///
/// ```
/// $ rxlesson marble --json -- '--1--|'
/// {"events":[{"time":2,"kind":"next","value":"1"},{"time":5,"kind":"completed"}],"subscription":null,"unsubscription":null}
/// ```
/// Diagrams usually begin with `-`: an argument that is not a known option is the diagram,
/// and `--` ends the options. Exit 0; 2 for a usage error or a diagram that cannot be read
/// (`error: ... at column N`, the diagram, a caret line).
public struct MarbleCommand: Hashable, Sendable {
    public struct Output: Hashable, Sendable {
        public var stdout: String
        public var stderr: String
        public var exitCode: Int32

        public init(stdout: String = "", stderr: String = "", exitCode: Int32 = 0) {
            self.stdout = stdout
            self.stderr = stderr
            self.exitCode = exitCode
        }
    }

    public var frame = 1
    public var rxjs = false
    public var json = false
    public var help = false
    public var diagram = ""

    /// Time progressions in a diagram given on the command line count one tick per millisecond.
    public static let resolution = 0.001

    public static let usage = "usage: rxlesson marble [--frame N] [--rxjs] [--json] DIAGRAM"

    public static let helpText = """
        \(usage)

        Reads a marble diagram and prints it normalised, or its events as JSON.

          --frame N   ticks per column (default 1): an event's time is its column × N
          --rxjs      RxJS rules: every letter or digit is its own value, X is a value
          --json      print {"events":[...],"subscription":...,"unsubscription":...}
          --          end of options (a diagram usually begins with '-')
          -h, --help  show this help

        Diagrams:
          -            one frame passes
          1  a  tap    a value (a run of letters and digits is one value)
          |            completed
          #            error (also X as the last token)
          -->          the sequence goes on
          ^  !         subscription point (time 0) and unsubscription point
          (ab)         several events at the frame of '(' (document style: (10,11) for wide values)
           10ms  1.5s  time passes, between spaces (1 tick = 1 ms)
          // note      a comment

        Example: rxlesson marble --json -- '--1--2--|'

        """

    public init(frame: Int = 1, rxjs: Bool = false, json: Bool = false, help: Bool = false, diagram: String = "") {
        self.frame = frame
        self.rxjs = rxjs
        self.json = json
        self.help = help
        self.diagram = diagram
    }

    /// Parses, runs, and reports: the whole command.
    public static func run(_ arguments: [String]) -> Output {
        switch parse(arguments) {
        case .success(let command): return command.execute()
        case .failure(let error): return usageFailure(error.message)
        }
    }

    public struct UsageError: Error, Hashable, Sendable {
        public var message: String
    }

    /// Reads the arguments (after `marble`) into a command, or says what is wrong with them.
    public static func parse(_ arguments: [String]) -> Result<MarbleCommand, UsageError> {
        var command = MarbleCommand()
        var diagrams: [String] = []
        var optionsEnded = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded {
                diagrams.append(argument)
                continue
            }
            switch argument {
            case "--":
                optionsEnded = true
            case "--rxjs":
                command.rxjs = true
            case "--json":
                command.json = true
            case "--help", "-h":
                command.help = true
            case "--frame":
                guard index < arguments.count else {
                    return .failure(UsageError(message: "--frame needs a number of ticks"))
                }
                guard let frame = Int(arguments[index]), frame >= 1 else {
                    return .failure(UsageError(message: "--frame needs a whole number of ticks, at least 1 (got '\(arguments[index])')"))
                }
                command.frame = frame
                index += 1
            default:
                if argument.hasPrefix("--frame=") {
                    let text = argument.dropFirst("--frame=".count)
                    guard let frame = Int(text), frame >= 1 else {
                        return .failure(UsageError(message: "--frame needs a whole number of ticks, at least 1 (got '\(text)')"))
                    }
                    command.frame = frame
                } else {
                    diagrams.append(argument)
                }
            }
        }
        if command.help { return .success(command) }
        guard let first = diagrams.first else {
            return .failure(UsageError(message: "no diagram given"))
        }
        guard diagrams.count == 1 else {
            return .failure(UsageError(message: "one diagram at a time (got '\(first)' and '\(diagrams[1])'); quote a diagram that contains spaces"))
        }
        command.diagram = first
        return .success(command)
    }

    /// Runs an already-parsed command.
    public func execute() -> Output {
        if help { return Output(stdout: Self.helpText) }
        let syntax = MarbleSyntax(style: rxjs ? .rxjs : .document, frame: frame, resolution: Self.resolution)
        let parsed: ParsedMarbles
        do {
            parsed = try MarbleParser.parseDetailed(diagram, syntax: syntax)
        } catch {
            return Output(stderr: error.rendered, exitCode: 2)
        }
        if json {
            return Output(stdout: MarbleJSON.encode(parsed.diagram) + "\n")
        }
        let drawn: RenderedMarbles
        do {
            drawn = try MarbleRenderer.normalise(parsed)
        } catch {
            return Output(stderr: "error: cannot draw this diagram again: \(error)\n", exitCode: 2)
        }
        var out = drawn.diagram + "\n"
        if let legend = drawn.legendLine { out += legend + "\n" }
        if drawn.style != syntax.style {
            out += drawn.style == .rxjs
                ? "note: drawn with RxJS rules (one character per value); read it back with --rxjs\n"
                : "note: drawn in document style; read it back without --rxjs\n"
        }
        return Output(stdout: out)
    }

    private static func usageFailure(_ message: String) -> Output {
        Output(stderr: "error: \(message)\n\(usage)\n", exitCode: 2)
    }
}
