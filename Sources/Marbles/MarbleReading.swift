import ToolText
import TextKit

/// What `rxlesson marble` does with one diagram, as a pure function from its settings to what
/// to print and the exit code (the command line itself is rxlesson's):
///
/// ```
/// $ rxlesson marble --json -- '--1--|'
/// {"events":[{"time":2,"kind":"next","value":"1"},{"time":5,"kind":"completed"}],"subscription":null,"unsubscription":null}
/// ```
/// Exit 0; 2 for a diagram that cannot be read (`error: ... at column N`, the diagram, a caret
/// line), in `language`.
public struct MarbleReading: Hashable, Sendable {
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
    public var diagram = ""
    public var language = Language.en

    /// Seconds per tick for a document-style diagram's time progressions (` 300ms `): rxlesson
    /// passes its course's tick, so `a 300ms b` is read on the clock every lesson runs on.
    public var resolution: Double
    /// RxJS's frame, one millisecond: what `--rxjs` and `--subscriptions` read time progressions in.
    public static let rxjsResolution = 0.001

    /// How the diagram is read: RxJS's rules and frame, or the document's at `resolution`.
    public var syntax: MarbleSyntax {
        if rxjs || subscriptions {
            var syntax = MarbleSyntax(style: .rxjs, frame: frame, resolution: Self.rxjsResolution)
            syntax.courseMarks = false
            return syntax
        }
        return MarbleSyntax(style: .document, frame: frame, resolution: resolution)
    }

    public init(frame: Int = 1, rxjs: Bool = false, subscriptions: Bool = false, json: Bool = false, diagram: String = "",
                resolution: Double = MarbleReading.rxjsResolution, language: Language = .en) {
        self.language = language
        self.resolution = resolution
        self.frame = frame
        self.rxjs = rxjs
        self.subscriptions = subscriptions
        self.json = json
        self.diagram = diagram
    }

    /// Runs an already-parsed command.
    public func execute() -> Output {
        guard frame >= 1 else {
            return Output(stderr: say(wording("reading.frame-at-least-one")), exitCode: 2)
        }
        let syntax = self.syntax
        if subscriptions { return executeSubscription(syntax: syntax) }
        let parsed: ParsedMarbles
        do {
            parsed = try MarbleParser.parseDetailed(diagram, syntax: syntax)
        } catch {
            return refusal(error)
        }
        if json {
            return Output(stdout: MarbleJSON.encode(parsed.diagram) + "\n")
        }
        let drawn: RenderedMarbles
        do {
            drawn = try MarbleRenderer.normalise(parsed)
        } catch {
            // Every diagram either reader accepts draws again (MarbleFuzz checks it); were
            // one not to, its events are still worth showing.
            var out = say(wording("reading.cannot-draw-again", error))
            for event in parsed.diagram.events { out += "  \(event)\n" }
            return Output(stdout: out)
        }
        var out = drawn.diagram + "\n"
        if let legend = drawn.legendLine { out += legend + "\n" }
        if drawn.style != syntax.style {
            out += drawn.style == .rxjs
                ? say(wording("reading.drawn-rxjs"))
                : say(wording("reading.drawn-document"))
        }
        return Output(stdout: out)
    }

    /// `--subscriptions`: the frames of `^` and `!`, drawn again or as JSON.
    private func executeSubscription(syntax: MarbleSyntax) -> Output {
        let log: MarbleSubscription
        do {
            log = try MarbleParser.parseSubscription(diagram, syntax: syntax)
        } catch {
            return refusal(error)
        }
        if json {
            return Output(stdout: "{\"subscription\":" + (log.subscribed.map(String.init) ?? "null")
                + ",\"unsubscription\":" + (log.unsubscribed.map(String.init) ?? "null") + "}\n")
        }
        return Output(stdout: Self.drawSubscription(log, frame: frame) + "\n")
    }

    /// A line of ours in the reader's language.
    private func say(_ text: Localized) -> String { text[language] + "\n" }

    /// A diagram that cannot be read: the error, and where a frame made time run out, the option.
    private func refusal(_ error: MarbleSyntaxError) -> Output {
        var text = error.rendered(in: language)
        if case .timeOverflows = error.reason, frame > 1 {
            text += say(wording("reading.smaller-frame", frame))
        }
        return Output(stderr: text, exitCode: 2)
    }

    /// A subscription diagram that reads back to `log` (at 1 ms a tick): `^` takes a frame,
    /// `!` none, and both at one frame are `(^!)`. Nothing at all is `-`.
    static func drawSubscription(_ log: MarbleSubscription, frame: Int) -> String {
        var marks: [(column: Int, text: String)] = []
        switch (log.subscribed, log.unsubscribed) {
        // `(^!)` takes three frames; `!^` one, where three would pass the clock's last tick.
        case let (s?, u?) where s == u: marks = [(s / frame, frame <= (Int.max - s) / 3 ? "(^!)" : "!^")]
        case let (s?, u?): marks = s < u ? [(s / frame, "^"), (u / frame, "!")] : [(u / frame, "!"), (s / frame, "^")]
        case let (s?, nil): marks = [(s / frame, "^")]
        case let (nil, u?): marks = [(u / frame, "!")]
        case (nil, nil): return "-"
        }
        var text = ""
        var column = 0
        for mark in marks {
            let gap = mark.column - column
            // A long wait is written as time, as normalised value diagrams are.
            text += gap > MarbleRenderer.longestDashRun ? " \(gap * frame)ms " : String(repeating: "-", count: max(0, gap))
            column = max(column, mark.column)
            text += mark.text
            column += mark.text.filter { $0 != "!" }.count
        }
        return text
    }
}
