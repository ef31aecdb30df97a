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
/// Cost: O(n) in the length of the text.
public enum MarbleParser {
    public static func parse(_ text: String, syntax: MarbleSyntax = .document) throws(MarbleSyntaxError) -> MarbleDiagram {
        try parseDetailed(text, syntax: syntax).diagram
    }

    public static func parseDetailed(_ text: String, syntax: MarbleSyntax = .document) throws(MarbleSyntaxError) -> ParsedMarbles {
        var scanner = MarbleScanner(text: text, syntax: syntax)
        return try scanner.scan()
    }
}

private enum Byte {
    static let space = UInt8(ascii: " ")
    static let tab = UInt8(ascii: "\t")
    static let dash = UInt8(ascii: "-")
    static let bar = UInt8(ascii: "|")
    static let hash = UInt8(ascii: "#")
    static let caret = UInt8(ascii: "^")
    static let bang = UInt8(ascii: "!")
    static let open = UInt8(ascii: "(")
    static let close = UInt8(ascii: ")")
    static let comma = UInt8(ascii: ",")
    static let greater = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")
    static let dot = UInt8(ascii: ".")
    static let x = UInt8(ascii: "X")
    static let m = UInt8(ascii: "m")
    static let s = UInt8(ascii: "s")

    static func isAlphanumeric(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isSpace(_ b: UInt8) -> Bool { b == space || b == tab }
}

/// One pass over the UTF-8 bytes. Every character the syntax knows is ASCII, so anything
/// else outside the comment is an error; columns are worked out in characters only when
/// an error is reported.
private struct MarbleScanner {
    let text: String
    let syntax: MarbleSyntax
    let bytes: [UInt8]
    /// Where the `// comment` starts, or `bytes.count`.
    let limit: Int

    var time = 0
    var events: [MarbleEvent] = []
    var eventOffsets: [Int] = []
    var subscription: (time: Int, offset: Int)?
    var unsubscription: (time: Int, offset: Int)?
    var terminalOffset: Int?
    var errorMarker: Character = "#"
    var goesOn = false
    var sawContent = false

    // The open group, if any.
    var groupOffset: Int?
    var groupTime = 0
    var groupWidth = 0
    var groupItems = 0
    var groupCommaMode = false
    /// Whether a ')' follows before the next '(' or the end.
    var groupCloses = false
    var lastCommaOffset: Int?

    init(text: String, syntax: MarbleSyntax) {
        self.text = text
        self.syntax = syntax
        let bytes = Array(text.utf8)
        self.bytes = bytes
        var limit = bytes.count
        var i = 0
        while i + 1 < bytes.count {
            if bytes[i] == Byte.slash && bytes[i + 1] == Byte.slash {
                limit = i
                break
            }
            i += 1
        }
        self.limit = limit
    }

    mutating func scan() throws(MarbleSyntaxError) -> ParsedMarbles {
        let frame = syntax.frame
        // Document style: a lone `X` is an error only if nothing but `-`, `!` and spaces follows.
        var lastSignificant = -1
        if syntax.style == .document {
            var j = limit - 1
            while j >= 0 {
                let b = bytes[j]
                if b != Byte.dash && b != Byte.bang && !Byte.isSpace(b) { break }
                j -= 1
            }
            lastSignificant = j
        }

        var i = 0
        while i < limit {
            let b = bytes[i]
            if Byte.isSpace(b) {
                i += 1
                continue
            }
            sawContent = true
            let inGroup = groupOffset != nil
            switch b {
            case Byte.dash:
                if inGroup { throw groupFailure("'-' inside a group: time does not pass between '(' and ')'", at: i) }
                try advance(by: frame, at: i)
                i += 1

            case Byte.bar, Byte.hash:
                try addTerminal(b == Byte.bar ? .completed(eventTime) : .error(eventTime), at: i)
                try step(at: i)
                i += 1

            case Byte.caret:
                if let first = subscription {
                    throw failure("second subscription point '^' (the first is at column \(first.offset + 1))", at: i)
                }
                if let unsubscribed = unsubscription {
                    throw failure("'^' comes after the unsubscription point '!' at column \(unsubscribed.offset + 1)", at: i)
                }
                subscription = (eventTime, i)
                try step(at: i)
                i += 1

            case Byte.bang:
                if let first = unsubscription {
                    throw failure("second unsubscription point '!' (the first is at column \(first.offset + 1))", at: i)
                }
                unsubscription = (eventTime, i)
                try step(at: i)
                i += 1

            case Byte.open:
                if let open = groupOffset {
                    throw failure("nested group: '(' inside the group opened at column \(open + 1)", at: i)
                }
                openGroup(at: i)
                i += 1

            case Byte.close:
                try closeGroup(at: i)
                i += 1

            case Byte.comma:
                guard inGroup, syntax.style == .document else {
                    if syntax.style == .rxjs { throw unknownCharacter(at: i) }
                    throw failure("',' separates values only inside a group", at: i)
                }
                if groupItems == 0 || lastCommaOffset != nil {
                    throw failure("',' must stand between two items of a group", at: i)
                }
                lastCommaOffset = i
                groupWidth += 1
                i += 1

            case Byte.greater:
                if inGroup { throw groupFailure("'>' inside a group", at: i) }
                var j = i + 1
                while j < limit && Byte.isSpace(bytes[j]) { j += 1 }
                if j < limit {
                    throw failure("'>' must end the diagram (only spaces or a // comment may follow)", at: i)
                }
                if let terminal = terminalOffset {
                    throw failure("the sequence cannot go on after it ended ('\(Character(Unicode.Scalar(bytes[terminal])))' at column \(terminal + 1))", at: i)
                }
                goesOn = true
                i = limit

            default:
                guard Byte.isAlphanumeric(b) else { throw unknownCharacter(at: i) }
                if !inGroup, let next = try timeProgression(at: i) {
                    i = next
                    continue
                }
                i = try values(at: i, lastSignificant: lastSignificant)
            }
        }

        if let open = groupOffset {
            throw failure("unclosed group: '(' has no matching ')'", at: open)
        }
        if !sawContent {
            throw failure("empty diagram", at: 0)
        }

        var diagram = MarbleDiagram(
            events: events,
            subscription: subscription?.time,
            unsubscription: unsubscription?.time,
            goesOn: goesOn
        )
        var start = 0
        var end = time
        if let origin = subscription?.time, origin != 0 {
            diagram = diagram.shifted(by: -origin)
            start = -origin
            end -= origin
        }
        return ParsedMarbles(
            diagram: diagram,
            syntax: syntax,
            start: start,
            end: end,
            errorMarker: errorMarker,
            eventColumns: eventOffsets.map { $0 + 1 }
        )
    }

    /// The tick an event written here happens at.
    private var eventTime: Int { groupOffset == nil ? time : groupTime }

    /// A one-character token: one frame outside a group, one column of the group inside.
    private mutating func step(at offset: Int) throws(MarbleSyntaxError) {
        if groupOffset == nil {
            try advance(by: syntax.frame, at: offset)
        } else {
            groupWidth += 1
            groupItems += 1
            lastCommaOffset = nil
        }
    }

    private mutating func advance(by ticks: Int, at offset: Int) throws(MarbleSyntaxError) {
        let (sum, overflow) = time.addingReportingOverflow(ticks)
        if overflow { throw failure("the diagram is too long: its time overflows", at: offset) }
        time = sum
    }

    private mutating func openGroup(at offset: Int) {
        groupOffset = offset
        groupTime = time
        groupWidth = 1
        groupItems = 0
        lastCommaOffset = nil
        groupCommaMode = false
        var j = offset + 1
        while j < limit, bytes[j] != Byte.close, bytes[j] != Byte.open {
            if bytes[j] == Byte.comma { groupCommaMode = syntax.style == .document }
            j += 1
        }
        groupCloses = j < limit && bytes[j] == Byte.close
    }

    /// Inside a group that never closes, the missing ')' is the real mistake.
    private func groupFailure(_ message: String, at offset: Int) -> MarbleSyntaxError {
        if !groupCloses, let open = groupOffset {
            return failure("unclosed group: '(' has no matching ')'", at: open)
        }
        return failure(message, at: offset)
    }

    private mutating func closeGroup(at offset: Int) throws(MarbleSyntaxError) {
        guard let open = groupOffset else {
            throw failure("')' without a matching '('", at: offset)
        }
        if groupItems == 0 { throw failure("empty group '()'", at: open) }
        if let comma = lastCommaOffset {
            throw failure("',' must stand between two items of a group", at: comma)
        }
        groupWidth += 1
        groupOffset = nil
        let (span, overflow) = groupWidth.multipliedReportingOverflow(by: syntax.frame)
        if overflow { throw failure("the diagram is too long: its time overflows", at: offset) }
        time = groupTime
        try advance(by: span, at: offset)
    }

    private mutating func addTerminal(_ event: MarbleEvent, at offset: Int) throws(MarbleSyntaxError) {
        if let first = terminalOffset {
            throw failure("second terminal '\(Character(Unicode.Scalar(bytes[offset])))': the sequence already ended ('\(Character(Unicode.Scalar(bytes[first])))' at column \(first + 1))", at: offset)
        }
        terminalOffset = offset
        events.append(event)
        eventOffsets.append(offset)
    }

    private mutating func addNext(_ value: String, at offset: Int) throws(MarbleSyntaxError) {
        if let terminal = terminalOffset {
            throw failure("'\(value)' comes after the sequence ended ('\(Character(Unicode.Scalar(bytes[terminal])))' at column \(terminal + 1))", at: offset)
        }
        events.append(.next(eventTime, value))
        eventOffsets.append(offset)
    }

    /// Reads the value(s) starting at `offset`; returns where reading goes on.
    private mutating func values(at offset: Int, lastSignificant: Int) throws(MarbleSyntaxError) -> Int {
        let inGroup = groupOffset != nil
        if syntax.style == .rxjs || (inGroup && !groupCommaMode) {
            // One character, one value.
            let key = Character(Unicode.Scalar(bytes[offset]))
            let value = syntax.style == .rxjs ? (syntax.values[key] ?? String(key)) : String(key)
            try addNext(value, at: offset)
            try step(at: offset)
            return offset + 1
        }
        var j = offset + 1
        while j < limit && Byte.isAlphanumeric(bytes[j]) { j += 1 }
        let length = j - offset
        if !inGroup && length == 1 && bytes[offset] == Byte.x && offset == lastSignificant {
            try addTerminal(.error(time), at: offset)
            errorMarker = "X"
            try advance(by: syntax.frame, at: offset)
            return j
        }
        try addNext(String(decoding: bytes[offset..<j], as: UTF8.self), at: offset)
        if inGroup {
            groupWidth += length
            groupItems += 1
            lastCommaOffset = nil
        } else {
            let (span, overflow) = length.multipliedReportingOverflow(by: syntax.frame)
            if overflow { throw failure("the diagram is too long: its time overflows", at: offset) }
            try advance(by: span, at: offset)
        }
        return j
    }

    /// ` 10ms `, ` 1.5s `, ` 2m `: digits at the start or after a space, a unit, then a
    /// space (RxJS's rule). Returns the offset after it, or nil if this is not one.
    private mutating func timeProgression(at offset: Int) throws(MarbleSyntaxError) -> Int? {
        guard Byte.isDigit(bytes[offset]), offset == 0 || Byte.isSpace(bytes[offset - 1]) else { return nil }
        var j = offset
        while j < limit && Byte.isDigit(bytes[j]) { j += 1 }
        if j + 1 < limit && bytes[j] == Byte.dot && Byte.isDigit(bytes[j + 1]) {
            j += 1
            while j < limit && Byte.isDigit(bytes[j]) { j += 1 }
        }
        let numberEnd = j
        let secondsPerUnit: Double
        if j + 1 < limit && bytes[j] == Byte.m && bytes[j + 1] == Byte.s {
            secondsPerUnit = 0.001
            j += 2
        } else if j < limit && bytes[j] == Byte.s {
            secondsPerUnit = 1
            j += 1
        } else if j < limit && bytes[j] == Byte.m {
            secondsPerUnit = 60
            j += 1
        } else {
            return nil
        }
        guard j < limit && Byte.isSpace(bytes[j]) else { return nil }
        let literal = String(decoding: bytes[offset..<j], as: UTF8.self)
        let number = Double(String(decoding: bytes[offset..<numberEnd], as: UTF8.self)) ?? .infinity
        let exact = number * secondsPerUnit / syntax.resolution + 0.5
        guard exact.isFinite, exact < 9.0e15 else {
            throw failure("the diagram is too long: '\(literal)' overflows the clock", at: offset)
        }
        let ticks = Int(exact)
        if ticks % syntax.frame != 0 {
            throw failure("'\(literal)' is \(ticks) ticks, not a whole number of frames of \(syntax.frame) ticks", at: offset)
        }
        try advance(by: ticks, at: offset)
        return j
    }

    // MARK: errors

    private func unknownCharacter(at offset: Int) -> MarbleSyntaxError {
        let (column, character) = locate(offset)
        let shown: String
        if let character, !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format || $0.properties.isWhitespace }) {
            shown = "'\(character)'"
        } else {
            let scalars = character.map { Array($0.unicodeScalars) } ?? []
            shown = scalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: " ")
        }
        return MarbleSyntaxError(message: "unknown character \(shown)", column: column, diagram: text)
    }

    private func failure(_ message: String, at offset: Int) -> MarbleSyntaxError {
        MarbleSyntaxError(message: message, column: locate(offset).column, diagram: text)
    }

    /// The 1-based character column holding UTF-8 offset `offset`, and that character.
    private func locate(_ offset: Int) -> (column: Int, character: Character?) {
        var column = 1
        var position = 0
        for character in text {
            let length = character.utf8.count
            if offset < position + length { return (column, character) }
            position += length
            column += 1
        }
        return (max(1, column - 1), nil)
    }
}
