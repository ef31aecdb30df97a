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

    /// Time progressions in a diagram given on the command line count one tick per millisecond.
    public static let resolution = 0.001

    public init(frame: Int = 1, rxjs: Bool = false, subscriptions: Bool = false, json: Bool = false, diagram: String = "", language: Language = .en) {
        self.language = language
        self.frame = frame
        self.rxjs = rxjs
        self.subscriptions = subscriptions
        self.json = json
        self.diagram = diagram
    }

    /// Runs an already-parsed command.
    public func execute() -> Output {
        let syntax = MarbleSyntax(style: rxjs || subscriptions ? .rxjs : .document, frame: frame, resolution: Self.resolution)
        if subscriptions { return executeSubscription(syntax: syntax) }
        let parsed: ParsedMarbles
        do {
            parsed = try MarbleParser.parseDetailed(diagram, syntax: syntax)
        } catch {
            return Output(stderr: error.rendered(in: language), exitCode: 2)
        }
        if json {
            return Output(stdout: MarbleJSON.encode(parsed.diagram) + "\n")
        }
        let drawn: RenderedMarbles
        do {
            drawn = try MarbleRenderer.normalise(parsed)
        } catch {
            guard syntax.style == .rxjs else {
                return Output(stderr: say("错误：无法把这张弹珠图重新画出来：\(error)\n", "error: cannot draw this diagram again: \(error)\n"), exitCode: 2)
            }
            // RxJS reads diagrams no one-column-per-frame drawing can show, e.g. `(ab(c)`:
            // list what it read instead.
            var out = say("注意：RxJS 能读这张弹珠图，但无法一列一帧地画出来（\(error)）；它的事件：\n",
                          "note: RxJS reads this, but it cannot be drawn one frame per column (\(error)); its events:\n")
            for event in parsed.diagram.events { out += "  \(event)\n" }
            return Output(stdout: out)
        }
        var out = drawn.diagram + "\n"
        if let legend = drawn.legendLine { out += legend + "\n" }
        if drawn.style != syntax.style {
            out += drawn.style == .rxjs
                ? say("注意：按 RxJS 的规则画出（一个字符一个值）；用 --rxjs 读回\n", "note: drawn with RxJS rules (one character per value); read it back with --rxjs\n")
                : say("注意：按文档写法画出；不加 --rxjs 读回\n", "note: drawn in document style; read it back without --rxjs\n")
        }
        return Output(stdout: out)
    }

    /// `--subscriptions`: the frames of `^` and `!`, drawn again or as JSON.
    private func executeSubscription(syntax: MarbleSyntax) -> Output {
        let log: MarbleSubscription
        do {
            log = try MarbleParser.parseSubscription(diagram, syntax: syntax)
        } catch {
            return Output(stderr: error.rendered(in: language), exitCode: 2)
        }
        if json {
            return Output(stdout: "{\"subscription\":" + (log.subscribed.map(String.init) ?? "null")
                + ",\"unsubscription\":" + (log.unsubscribed.map(String.init) ?? "null") + "}\n")
        }
        return Output(stdout: Self.drawSubscription(log, frame: frame) + "\n")
    }

    private func say(_ zh: String, _ en: String) -> String { language == .zh ? zh : en }

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
}
