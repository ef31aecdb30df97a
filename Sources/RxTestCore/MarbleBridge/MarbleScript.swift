import Marbles
import RxCore

/// The error a `#` (or a final `X`) stands for when the diagram's `errors` dictionary does
/// not name one.
public struct DiagramError: Swift.Error, Hashable, CustomStringConvertible {
    public init() {}
    public var description: String { "diagram error" }
}

/// Turns a marble diagram into the recorded events a test observable replays.
///
/// - Values: with a `values` dictionary whose keys are single characters, RxJS rules
///   (every letter or digit is its own key, `X` is an ordinary value); if a key is longer
///   (`"tap"`), document rules (a run of letters/digits is one token). Without a
///   dictionary the tokens themselves are the values (`String`).
/// - Errors: `#` is `errors["#"]`, a document-style final `X` is `errors["X"]` (or
///   `errors["#"]`); without an entry, ``DiagramError``.
/// - Time: column × `frame` ticks; time progressions (` 10ms `) use `resolution`.
enum MarbleScript {
    struct Script<Element> {
        var events: [Recorded<Event<Element>>]
        var parsed: ParsedMarbles
    }

    static func syntax(keys: some Sequence<String>, frame: Int, resolution: Double) -> MarbleSyntax {
        let document = keys.contains { $0.count != 1 }
        return MarbleSyntax(style: document ? .document : .rxjs, frame: frame, resolution: resolution)
    }

    /// Parses and maps tokens to elements; a mistake stops the test with the diagram, the
    /// column and a caret, like `rxlesson marble` prints it.
    static func events<Element>(
        _ diagram: String,
        syntax: MarbleSyntax,
        errors: [String: Swift.Error],
        element: (String) -> Element?,
        offset: TestTime,
        hot: Bool = true
    ) -> Result<Script<Element>, MarbleSyntaxError> {
        let parsed: ParsedMarbles
        do {
            parsed = try MarbleParser.parseDetailed(diagram, syntax: syntax)
        } catch {
            return .failure(error)
        }
        if parsed.diagram.unsubscription != nil, let column = diagram.firstColumn(of: "!") {
            return .failure(MarbleSyntaxError(
                message: "'!' marks when a subscriber leaves; a script cannot have one (check `subscriptions` instead)",
                column: column, diagram: diagram))
        }
        if !hot, parsed.diagram.subscription != nil, let column = diagram.firstColumn(of: "^") {
            return .failure(MarbleSyntaxError(
                message: "a cold observable has no subscription point '^': its times are offsets from each subscription",
                column: column, diagram: diagram))
        }
        var recorded: [Recorded<Event<Element>>] = []
        recorded.reserveCapacity(parsed.diagram.events.count)
        for (index, event) in parsed.diagram.events.enumerated() {
            let time = event.time + offset
            switch event.kind {
            case .next:
                let token = event.value ?? ""
                guard let value = element(token) else {
                    return .failure(MarbleSyntaxError(message: "no value for '\(token)' in values", column: parsed.eventColumns[index], diagram: diagram))
                }
                recorded.append(Recorded(time: time, value: .next(value)))
            case .completed:
                recorded.append(Recorded(time: time, value: .completed))
            case .error:
                let marker = String(parsed.errorMarker)
                recorded.append(Recorded(time: time, value: .error(errors[marker] ?? errors["#"] ?? DiagramError())))
            }
        }
        return .success(Script(events: recorded, parsed: parsed))
    }

    /// Stops the test with a readable message: `error: ... at column N`, diagram, caret.
    static func stop(_ error: MarbleSyntaxError, file: StaticString, line: UInt) -> Never {
        fatalError("\n" + error.rendered, file: file, line: line)
    }
}

extension String {
    /// 1-based column of the first `character` before any `// comment`.
    fileprivate func firstColumn(of character: Character) -> Int? {
        var column = 1
        var previous: Character? = nil
        for current in self {
            if previous == "/" && current == "/" { return nil }
            if current == character { return column }
            previous = current
            column += 1
        }
        return nil
    }
}
