import TextKit

/// Which frames a subscription diagram (`--^---!`) names, in absolute ticks from column 0,
/// as RxJS's `TestScheduler.parseMarblesAsSubscriptions` reads it. nil where the diagram
/// has no `^` (or no `!`): RxJS's `Infinity`, "never".
public struct MarbleSubscription: Hashable, Sendable {
    public var subscribed: Int?
    public var unsubscribed: Int?

    public init(subscribed: Int? = nil, unsubscribed: Int? = nil) {
        self.subscribed = subscribed
        self.unsubscribed = unsubscribed
    }
}

/// RxJS 7's rules, as `TestScheduler.parseMarbles` (value diagrams) and
/// `parseMarblesAsSubscriptions` (subscription diagrams) read a diagram in run mode, where
/// one column is one frame and a space takes no time.
///
/// What RxJS does, and so what this does:
/// - The text is read one Unicode code point at a time (JavaScript's `[...text]`): an emoji
///   is one value, but a flag or a ZWJ family is several, one frame each.
/// - Only U+0020 is a space; a tab or any other character is a value.
/// - `-`, `(`, `)`, `|`, `#`, `^`, every value and every space-free character take one
///   frame, also inside a group; events in a group happen at the frame of the last `(`,
///   and time progressions inside a group still move the clock; but a group that opens
///   before time 0 (left of `^`) does not group (RxJS's "no group" is -1 and it tests
///   `groupStart > -1`), its events keep their own frames. Groups are not checked:
///   `(ab` and `ab)` read, and `()` is nothing.
/// - A time progression is digits (`1.5` allowed) then `ms`, `s` or `m` then a space, at
///   the very start or after a space.
/// - `^` in a value diagram: time 0 is `-k` frames, where `k` is the index of the first `^`
///   after the leading spaces, counted in UTF-16 code units of the text (so an astral
///   character before `^` counts twice, and inner spaces and time progressions count one
///   column per character). Later `^` are ignored. Every event is kept, even after `|`.
///
/// rxlesson's own additions (RxJS has none of them): a `// comment` ends the diagram; frames are
/// whole ticks: a time progression that is not a whole number of ticks (RxJS's `10.2ms`) is
/// refused. In the keyed figures the course draws (`MarbleSyntax.courseMarks`), a final `>`
/// also says the sequence goes on unless it follows `|` or `#` or stands in a group, and `!`
/// is the unsubscription point, taking a frame, as in document style; read as RxJS reads
/// (`marble --rxjs`), both are values.
struct RxJSMarbleReader {
    let text: String
    let syntax: MarbleSyntax
    /// The code points before the comment.
    var scalars: [Unicode.Scalar] = []
    /// The 1-based character column each code point belongs to.
    var columns: [Int] = []

    init(text: String, syntax: MarbleSyntax) {
        self.text = text
        self.syntax = syntax
        var column = 1
        for character in text {
            for scalar in character.unicodeScalars {
                scalars.append(scalar)
                columns.append(column)
            }
            column += 1
        }
        if let comment = scalars.indices.dropLast().first(where: { scalars[$0] == "/" && scalars[$0 + 1] == "/" }) {
            scalars.removeSubrange(comment...)
            columns.removeSubrange(comment...)
        }
    }

    // MARK: value diagrams

    func readValues() throws(MarbleSyntaxError) -> ParsedMarbles {
        let frame = syntax.frame
        var leading = 0
        while leading < scalars.count && scalars[leading] == " " { leading += 1 }
        var origin = 0
        var caretIndex: Int? = nil
        if let caret = scalars[leading...].firstIndex(of: "^") {
            caretIndex = caret
            let units = scalars[leading..<caret].reduce(0) { $0 + UTF16.width($1) }
            let (ticks, overflow) = units.multipliedReportingOverflow(by: frame)
            if overflow { throw failure(.timeOverflows(frame: frame), at: caret) }
            origin = -ticks
        }
        var lastSignificant = scalars.count - 1
        while lastSignificant >= 0 && scalars[lastSignificant] == " " { lastSignificant -= 1 }

        // Counted from column 0, so that every span from there fits in an Int; `origin` ≤ 0.
        var elapsed = 0
        var time: Int { origin + elapsed }
        var events: [MarbleEvent] = []
        var eventColumns: [Int] = []
        var groupStart: Int? = nil
        var terminalSeen = false
        var unsubscription: (time: Int, index: Int)? = nil
        var goesOn = false

        func add(_ event: MarbleEvent, _ index: Int) {
            events.append(event)
            eventColumns.append(columns[index])
        }

        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            // RxJS marks "no group" with -1 and tests `groupStart > -1`: a group that opens
            // before time 0 (left of `^`) does not hold its events together.
            let at = groupStart.map { $0 >= 0 ? $0 : time } ?? time
            var step = frame
            switch c {
            case " ":
                step = 0
            case "-":
                break
            case "(":
                groupStart = time
            case ")":
                groupStart = nil
            case "|":
                add(.completed(at), i)
                terminalSeen = true
            case "#":
                add(.error(at), i)
                terminalSeen = true
            case "^":
                break
            case "!" where syntax.courseMarks:
                if let first = unsubscription {
                    throw failure(.secondUnsubscription(firstAt: columns[first.index]), at: i)
                }
                if let caret = caretIndex, caret > i {
                    throw failure(.unsubscriptionBeforeSubscription(at: columns[caret]), at: i)
                }
                unsubscription = (at, i)
            case ">" where syntax.courseMarks && i == lastSignificant && groupStart == nil && !terminalSeen:
                goesOn = true
                step = 0
            default:
                if ("0"..."9").contains(c), i == 0 || scalars[i - 1] == " ", let progression = try timeProgression(at: i) {
                    step = progression.ticks
                    i = progression.end - 1
                } else {
                    let key = Character(c)
                    add(.next(at, syntax.values[key] ?? String(key)), i)
                }
            }
            let (next, overflow) = elapsed.addingReportingOverflow(step)
            if overflow { throw failure(.timeOverflows(frame: frame), at: i) }
            elapsed = next
            i += 1
        }

        return ParsedMarbles(
            diagram: MarbleDiagram(
                events: events,
                subscription: caretIndex == nil ? nil : 0,
                unsubscription: unsubscription?.time,
                goesOn: goesOn
            ),
            syntax: syntax,
            start: origin,
            end: time,
            errorMarker: "#",
            eventColumns: eventColumns
        )
    }

    // MARK: subscription diagrams

    func readSubscription() throws(MarbleSyntaxError) -> MarbleSubscription {
        let frame = syntax.frame
        var time = 0
        var groupStart: Int? = nil
        var subscribed: (time: Int, index: Int)? = nil
        var unsubscribed: (time: Int, index: Int)? = nil
        var i = 0
        while i < scalars.count {
            let c = scalars[i]
            var step = frame
            switch c {
            case " ":
                step = 0
            case "-":
                break
            case "(":
                groupStart = time
            case ")":
                groupStart = nil
            case "^":
                if let first = subscribed {
                    throw failure(.secondSubscription(firstAt: columns[first.index]), at: i)
                }
                subscribed = (groupStart ?? time, i)
            case "!":
                if let first = unsubscribed {
                    throw failure(.secondUnsubscription(firstAt: columns[first.index]), at: i)
                }
                unsubscribed = (groupStart ?? time, i)
                step = 0
            default:
                if ("0"..."9").contains(c), i == 0 || scalars[i - 1] == " ", let progression = try timeProgression(at: i) {
                    step = progression.ticks
                    i = progression.end - 1
                } else {
                    throw failure(.notInSubscriptionDiagram(shown: Self.describe(c)), at: i)
                }
            }
            let (next, overflow) = time.addingReportingOverflow(step)
            if overflow { throw failure(.timeOverflows(frame: frame), at: i) }
            time = next
            i += 1
        }
        return MarbleSubscription(subscribed: subscribed?.time, unsubscribed: unsubscribed?.time)
    }

    // MARK: pieces

    /// `10ms `, `1.5s `, `2m ` starting at `index`: digits, maybe `.digits`, a unit, a space.
    /// Returns the ticks and the index after the space, or nil when this is not one.
    func timeProgression(at index: Int) throws(MarbleSyntaxError) -> (ticks: Int, end: Int)? {
        func isDigit(_ j: Int) -> Bool { j < scalars.count && ("0"..."9").contains(scalars[j]) }
        var j = index
        while isDigit(j) { j += 1 }
        if j < scalars.count && scalars[j] == "." && isDigit(j + 1) {
            j += 1
            while isDigit(j) { j += 1 }
        }
        let number = String(String.UnicodeScalarView(scalars[index..<j]))
        let milliseconds: Double
        if j + 1 < scalars.count && scalars[j] == "m" && scalars[j + 1] == "s" {
            milliseconds = 1
            j += 2
        } else if j < scalars.count && scalars[j] == "s" {
            milliseconds = 1000
            j += 1
        } else if j < scalars.count && scalars[j] == "m" {
            milliseconds = 60_000
            j += 1
        } else {
            return nil
        }
        guard j < scalars.count && scalars[j] == " " else { return nil }
        let literal = String(String.UnicodeScalarView(scalars[index..<j]))
        let whole: Int
        switch syntax.wholeTicks(number, secondsPerUnit: milliseconds * 0.001) {
        case .exact(let ticks):
            whole = ticks
        case .overflows:
            throw failure(.progressionOverflows(literal: literal), at: index)
        case nil:
            let exact = (Double(number) ?? .infinity) * milliseconds * 0.001 / syntax.resolution
            guard exact.isFinite, exact < 9.0e15 else {
                throw failure(.progressionOverflows(literal: literal), at: index)
            }
            let ticks = exact.rounded()
            if abs(exact - ticks) > 1e-9 * max(1, exact) {
                throw failure(.fractionalTicks(literal: literal, ticks: exact), at: index)
            }
            whole = Int(ticks)
        }
        if whole % syntax.frame != 0 {
            throw failure(.notWholeFrames(literal: literal, ticks: whole, frame: syntax.frame), at: index)
        }
        return (whole, j + 1)
    }

    static func describe(_ scalar: Unicode.Scalar) -> Localized {
        switch scalar.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .nonspacingMark, .enclosingMark:
            let hex = String(scalar.value, radix: 16, uppercase: true)
            let point = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            return Localized(zh: point, en: point)
        default:
            return MarbleSyntaxError.Reason.mark(String(scalar))
        }
    }

    func failure(_ reason: MarbleSyntaxError.Reason, at index: Int) -> MarbleSyntaxError {
        MarbleSyntaxError(reason, column: index < columns.count ? columns[index] : max(1, text.count), diagram: text)
    }
}
