/// `rxlesson marble [--frame N] [--rxjs] [--subscriptions] [--json] DIAGRAM`, as a pure function from the
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
    /// Read DIAGRAM as a subscription diagram (`--^---!`), RxJS's way, in absolute frames.
    public var subscriptions = false
    public var json = false
    public var help = false
    public var diagram = ""

    /// Time progressions in a diagram given on the command line count one tick per millisecond.
    public static let resolution = 0.001

    public static let usage = "usage: rxlesson marble [--frame N] [--rxjs] [--subscriptions] [--json] DIAGRAM"

    public static let helpText = """
        \(usage)

        Reads a marble diagram and prints it normalised, or its events as JSON.

          --frame N   ticks per column (default 1): an event's time is its column × N
          --rxjs      RxJS 7 rules, as its TestScheduler reads a diagram in run mode:
                      every character that is not syntax is one value (letters, digits,
                      CJK, each emoji code point, ',', 'X'); '-' and spaces may stand in a
                      group; events after '|' or '#' are kept; spaces only never emits.
                      rxlesson's own, not RxJS: a '// comment', a final '>' (goes on),
                      '!' in a value diagram (RxJS refuses it), and whole ticks only
                      (RxJS allows '10.2ms').
          --subscriptions
                      read a subscription diagram ('--^---!'), as RxJS's
                      parseMarblesAsSubscriptions does: absolute frames, '!' takes none
          --json      print {"events":[...],"subscription":...,"unsubscription":...}
                      ({"subscription":...,"unsubscription":...} with --subscriptions)
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

    public init(frame: Int = 1, rxjs: Bool = false, subscriptions: Bool = false, json: Bool = false, help: Bool = false, diagram: String = "") {
        self.frame = frame
        self.rxjs = rxjs
        self.subscriptions = subscriptions
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
            case "--subscriptions":
                command.subscriptions = true
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
        let syntax = MarbleSyntax(style: rxjs || subscriptions ? .rxjs : .document, frame: frame, resolution: Self.resolution)
        if subscriptions { return executeSubscription(syntax: syntax) }
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
            guard syntax.style == .rxjs else {
                return Output(stderr: "error: cannot draw this diagram again: \(error)\n", exitCode: 2)
            }
            // RxJS reads diagrams no one-column-per-frame drawing can show, e.g. `(ab(c)`:
            // list what it read instead.
            var out = "note: RxJS reads this, but it cannot be drawn one frame per column (\(error)); its events:\n"
            for event in parsed.diagram.events { out += "  \(event)\n" }
            return Output(stdout: out)
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

    /// `--subscriptions`: the frames of `^` and `!`, drawn again or as JSON.
    private func executeSubscription(syntax: MarbleSyntax) -> Output {
        let log: MarbleSubscription
        do {
            log = try MarbleParser.parseSubscription(diagram, syntax: syntax)
        } catch {
            return Output(stderr: error.rendered, exitCode: 2)
        }
        if json {
            return Output(stdout: "{\"subscription\":" + (log.subscribed.map(String.init) ?? "null")
                + ",\"unsubscription\":" + (log.unsubscribed.map(String.init) ?? "null") + "}\n")
        }
        return Output(stdout: Self.drawSubscription(log, frame: frame) + "\n")
    }

    /// A subscription diagram that reads back to `log`: `^` takes a frame, `!` none, and
    /// both at one frame are `(^!)`. Nothing at all is `-`.
    static func drawSubscription(_ log: MarbleSubscription, frame: Int) -> String {
        var marks: [(column: Int, text: String)] = []
        switch (log.subscribed, log.unsubscribed) {
        case let (s?, u?) where s == u: marks = [(s / frame, "(^!)")]
        case let (s?, u?): marks = s < u ? [(s / frame, "^"), (u / frame, "!")] : [(u / frame, "!"), (s / frame, "^")]
        case let (s?, nil): marks = [(s / frame, "^")]
        case let (nil, u?): marks = [(u / frame, "!")]
        case (nil, nil): return "-"
        }
        var text = ""
        var column = 0
        for mark in marks {
            text += String(repeating: "-", count: max(0, mark.column - column))
            column = max(column, mark.column)
            text += mark.text
            column += mark.text.filter { $0 != "!" }.count
        }
        return text
    }

    private static func usageFailure(_ message: String) -> Output {
        Output(stderr: "error: \(message)\n\(usage)\n", exitCode: 2)
    }
}
