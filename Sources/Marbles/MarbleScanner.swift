/// The ASCII bytes the syntax is made of.
enum MarbleByte {
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

/// Reads document style (RxJS style is `RxJSMarbleReader`'s). One pass over the UTF-8
/// bytes. Every character the syntax knows is ASCII, so anything else outside the comment
/// is an error; columns are worked out in characters only when an error is reported.
struct MarbleScanner {
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
            if bytes[i] == MarbleByte.slash && bytes[i + 1] == MarbleByte.slash {
                limit = i
                break
            }
            i += 1
        }
        self.limit = limit
    }

    mutating func scan() throws(MarbleSyntaxError) -> ParsedMarbles {
        let frame = syntax.frame
        // A lone `X` is an error only if nothing but `-`, `!` and spaces follows.
        var j = limit - 1
        while j >= 0 {
            let b = bytes[j]
            if b != MarbleByte.dash && b != MarbleByte.bang && !MarbleByte.isSpace(b) { break }
            j -= 1
        }
        let lastSignificant = j

        var i = 0
        while i < limit {
            let b = bytes[i]
            if MarbleByte.isSpace(b) {
                i += 1
                continue
            }
            sawContent = true
            let inGroup = groupOffset != nil
            switch b {
            case MarbleByte.dash:
                if inGroup { throw groupFailure(.dashInGroup, at: i) }
                try advance(by: frame, at: i)
                i += 1

            case MarbleByte.bar, MarbleByte.hash:
                try addTerminal(b == MarbleByte.bar ? .completed(eventTime) : .error(eventTime), at: i)
                try step(at: i)
                i += 1

            case MarbleByte.caret:
                if let first = subscription {
                    throw failure(.secondSubscription(firstAt: first.offset + 1), at: i)
                }
                if let unsubscribed = unsubscription {
                    throw failure(.subscriptionAfterUnsubscription(at: unsubscribed.offset + 1), at: i)
                }
                subscription = (eventTime, i)
                try step(at: i)
                i += 1

            case MarbleByte.bang:
                if let first = unsubscription {
                    throw failure(.secondUnsubscription(firstAt: first.offset + 1), at: i)
                }
                unsubscription = (eventTime, i)
                try step(at: i)
                i += 1

            case MarbleByte.open:
                if let open = groupOffset {
                    throw failure(.nestedGroup(openedAt: open + 1), at: i)
                }
                openGroup(at: i)
                i += 1

            case MarbleByte.close:
                try closeGroup(at: i)
                i += 1

            case MarbleByte.comma:
                guard inGroup else {
                    throw failure(.commaOutsideGroup, at: i)
                }
                if groupItems == 0 || lastCommaOffset != nil {
                    throw failure(.strayComma, at: i)
                }
                lastCommaOffset = i
                groupWidth += 1
                i += 1

            case MarbleByte.greater:
                if inGroup { throw groupFailure(.goesOnInGroup, at: i) }
                var j = i + 1
                while j < limit && MarbleByte.isSpace(bytes[j]) { j += 1 }
                if j < limit {
                    throw failure(.goesOnNotLast, at: i)
                }
                if let terminal = terminalOffset {
                    throw failure(.goesOnAfterEnd(terminal: mark(at: terminal), at: terminal + 1), at: i)
                }
                goesOn = true
                i = limit

            default:
                guard MarbleByte.isAlphanumeric(b) else { throw unknownCharacter(at: i) }
                if !inGroup, let next = try timeProgression(at: i) {
                    i = next
                    continue
                }
                i = try values(at: i, lastSignificant: lastSignificant)
            }
        }

        if let open = groupOffset {
            throw failure(.unclosedGroup, at: open)
        }
        if !sawContent {
            throw failure(.emptyDiagram, at: 0)
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
}
