/// A parsed diagram plus what is needed to draw it again the way it was written.
public struct ParsedMarbles: Hashable, Sendable {
    public var diagram: MarbleDiagram
    /// The rules it was read with.
    public var syntax: MarbleSyntax
    /// The tick of column 0: 0, or negative when `^` is not in column 0.
    public var start: Int
    /// The tick just after the last column (not counting a final `>`).
    public var end: Int
    /// `"X"` when the error was written the documents' way, else `"#"`.
    public var errorMarker: Character
    /// For each event, the 1-based column of the character that wrote it.
    public var eventColumns: [Int]
}

/// Reads marble diagrams. Pure: no clock, no observables.
///
/// | text | meaning |
/// |---|---|
/// | `-` | one frame passes |
/// | `1`, `tap`, `u1` | a value; in document style a run of letters/digits is one value at the column of its first character, occupying its length |
/// | `\|` | completed |
/// | `#`, or `X` as the last token (document style) | error |
/// | `>` at the end (`-->`) | the sequence goes on |
/// | `^` | subscription point: time 0; earlier frames are negative |
/// | `!` | unsubscription point |
/// | `(ab)` | events at the frame of `(`; the group occupies its length, parentheses included |
/// | ` 10ms `, ` 1.5s `, ` 2m ` | time passes (space-delimited; converted with the resolution) |
/// | other spaces, a trailing `// comment` | ignored |
///
/// Inside a document-style group each letter or digit is its own value, as in RxJS
/// (`(ab)` is `a` and `b`), unless the group contains a comma: then values are the runs
/// between commas, so `(10,11|)` is `10`, `11`, completed.
///
/// `^` and `!` may also stand inside a group; they then mark the group's frame.
///
/// With `MarbleSyntax.rxjs` the text is read by RxJS 7's rules instead (see
/// `RxJSMarbleReader`): every code point that is not syntax is one value, `-` and spaces
/// may stand in a group, events after `|` are kept, spaces alone are a silent sequence.
///
/// Cost: O(n) in the length of the text.
public enum MarbleParser {
    public static func parse(_ text: String, syntax: MarbleSyntax = .document) throws(MarbleSyntaxError) -> MarbleDiagram {
        try parseDetailed(text, syntax: syntax).diagram
    }

    public static func parseDetailed(_ text: String, syntax: MarbleSyntax = .document) throws(MarbleSyntaxError) -> ParsedMarbles {
        if syntax.style == .rxjs {
            return try RxJSMarbleReader(text: text, syntax: syntax).readValues()
        }
        var scanner = MarbleScanner(text: text, syntax: syntax)
        return try scanner.scan()
    }

    /// Reads a subscription diagram (`--^---!`) exactly as RxJS 7's
    /// `TestScheduler.parseMarblesAsSubscriptions` does in run mode: absolute ticks from
    /// column 0 (the frame of `^` is kept, never moved to 0); `-`, `(`, `)`, `^` take a
    /// frame each, `!` and spaces none; `^` or `!` inside a group stand at the group's
    /// frame; ` 10ms ` moves the clock. Only `syntax.frame` and `syntax.resolution` matter.
    /// Refused: any other character, a second `^` or `!`, a fraction of a tick. A
    /// `// comment` at the end is rxlesson's own addition.
    ///
    /// ```swift
    /// try MarbleParser.parseSubscription("--^---!")   // subscribed 2, unsubscribed 6
    /// try MarbleParser.parseSubscription("---(^!)-")  // subscribed 3, unsubscribed 3
    /// ```
    public static func parseSubscription(_ text: String, syntax: MarbleSyntax = .rxjs) throws(MarbleSyntaxError) -> MarbleSubscription {
        try RxJSMarbleReader(text: text, syntax: syntax).readSubscription()
    }
}
