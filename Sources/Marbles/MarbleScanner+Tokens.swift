import TextKit

/// The scanner's token readers: frames, terminals, groups, values, time progressions,
/// and the errors they report.
extension MarbleScanner {
    /// The tick an event written here happens at.
    var eventTime: Int { groupOffset == nil ? time : groupTime }

    /// A one-character token: one frame outside a group, one column of the group inside.
    mutating func step(at offset: Int) throws(MarbleSyntaxError) {
        if groupOffset == nil {
            try advance(by: syntax.frame, at: offset)
        } else {
            groupWidth += 1
            groupItems += 1
            lastCommaOffset = nil
        }
    }

    mutating func advance(by ticks: Int, at offset: Int) throws(MarbleSyntaxError) {
        let (sum, overflow) = time.addingReportingOverflow(ticks)
        if overflow { throw failure(.timeOverflows(frame: syntax.frame), at: offset) }
        time = sum
    }

    mutating func openGroup(at offset: Int) {
        groupOffset = offset
        groupTime = time
        groupWidth = 1
        groupItems = 0
        lastCommaOffset = nil
        groupCommaMode = false
        var j = offset + 1
        while j < limit, bytes[j] != MarbleByte.close, bytes[j] != MarbleByte.open {
            if bytes[j] == MarbleByte.comma { groupCommaMode = true }
            j += 1
        }
        groupCloses = j < limit && bytes[j] == MarbleByte.close
    }

    /// Inside a group that never closes, the missing ')' is the real mistake.
    func groupFailure(_ reason: MarbleSyntaxError.Reason, at offset: Int) -> MarbleSyntaxError {
        if !groupCloses, let open = groupOffset {
            return failure(.unclosedGroup, at: open)
        }
        return failure(reason, at: offset)
    }

    mutating func closeGroup(at offset: Int) throws(MarbleSyntaxError) {
        guard let open = groupOffset else {
            throw failure(.unopenedGroup, at: offset)
        }
        if groupItems == 0 { throw failure(.emptyGroup, at: open) }
        if let comma = lastCommaOffset {
            throw failure(.strayComma, at: comma)
        }
        groupWidth += 1
        groupOffset = nil
        let (span, overflow) = groupWidth.multipliedReportingOverflow(by: syntax.frame)
        if overflow { throw failure(.timeOverflows(frame: syntax.frame), at: offset) }
        time = groupTime
        try advance(by: span, at: offset)
    }

    mutating func addTerminal(_ event: MarbleEvent, at offset: Int) throws(MarbleSyntaxError) {
        if let first = terminalOffset {
            throw failure(.secondTerminal(mark: mark(at: offset), first: mark(at: first), at: first + 1), at: offset)
        }
        terminalOffset = offset
        events.append(event)
        eventOffsets.append(offset)
    }

    mutating func addNext(_ value: String, at offset: Int) throws(MarbleSyntaxError) {
        if let terminal = terminalOffset {
            throw failure(.afterEnd(value: value, terminal: mark(at: terminal), at: terminal + 1), at: offset)
        }
        events.append(.next(eventTime, value))
        eventOffsets.append(offset)
    }

    /// Reads the value(s) starting at `offset`; returns where reading goes on.
    mutating func values(at offset: Int, lastSignificant: Int) throws(MarbleSyntaxError) -> Int {
        let inGroup = groupOffset != nil
        if inGroup && !groupCommaMode {
            // One character, one value.
            try addNext(String(Character(Unicode.Scalar(bytes[offset]))), at: offset)
            try step(at: offset)
            return offset + 1
        }
        var j = offset + 1
        while j < limit && MarbleByte.isAlphanumeric(bytes[j]) { j += 1 }
        let length = j - offset
        if !inGroup && length == 1 && bytes[offset] == MarbleByte.x && offset == lastSignificant {
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
            if overflow { throw failure(.timeOverflows(frame: syntax.frame), at: offset) }
            try advance(by: span, at: offset)
        }
        return j
    }

    /// ` 10ms `, ` 1.5s `, ` 2m `: digits at the start or after a space, a unit, then a
    /// space (RxJS's rule). Returns the offset after it, or nil if this is not one.
    mutating func timeProgression(at offset: Int) throws(MarbleSyntaxError) -> Int? {
        guard MarbleByte.isDigit(bytes[offset]), offset == 0 || MarbleByte.isSpace(bytes[offset - 1]) else { return nil }
        var j = offset
        while j < limit && MarbleByte.isDigit(bytes[j]) { j += 1 }
        if j + 1 < limit && bytes[j] == MarbleByte.dot && MarbleByte.isDigit(bytes[j + 1]) {
            j += 1
            while j < limit && MarbleByte.isDigit(bytes[j]) { j += 1 }
        }
        let numberEnd = j
        let secondsPerUnit: Double
        if j + 1 < limit && bytes[j] == MarbleByte.m && bytes[j + 1] == MarbleByte.s {
            secondsPerUnit = 0.001
            j += 2
        } else if j < limit && bytes[j] == MarbleByte.s {
            secondsPerUnit = 1
            j += 1
        } else if j < limit && bytes[j] == MarbleByte.m {
            secondsPerUnit = 60
            j += 1
        } else {
            return nil
        }
        guard j < limit && MarbleByte.isSpace(bytes[j]) else { return nil }
        let literal = String(decoding: bytes[offset..<j], as: UTF8.self)
        let number = String(decoding: bytes[offset..<numberEnd], as: UTF8.self)
        let ticks: Int
        switch syntax.wholeTicks(number, secondsPerUnit: secondsPerUnit) {
        case .exact(let whole):
            ticks = whole
        case .overflows:
            throw failure(.progressionOverflows(literal: literal), at: offset)
        case nil:
            let exact = (Double(number) ?? .infinity) * secondsPerUnit / syntax.resolution + 0.5
            guard exact.isFinite, exact < 9.0e15 else {
                throw failure(.progressionOverflows(literal: literal), at: offset)
            }
            ticks = Int(exact)
        }
        if ticks % syntax.frame != 0 {
            throw failure(.notWholeFrames(literal: literal, ticks: ticks, frame: syntax.frame), at: offset)
        }
        try advance(by: ticks, at: offset)
        return j
    }

    // MARK: errors

    func unknownCharacter(at offset: Int) -> MarbleSyntaxError {
        let (column, character) = locate(offset)
        let shown: Localized
        if let character, !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format || $0.properties.isWhitespace }) {
            shown = MarbleSyntaxError.Reason.mark(String(character))
        } else {
            let scalars = character.map { Array($0.unicodeScalars) } ?? []
            let points = scalars.map { scalar in
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }.joined(separator: " ")
            shown = Localized(zh: points, en: points)
        }
        return MarbleSyntaxError(.unknownCharacter(shown: shown), column: column, diagram: text)
    }

    func failure(_ reason: MarbleSyntaxError.Reason, at offset: Int) -> MarbleSyntaxError {
        MarbleSyntaxError(reason, column: locate(offset).column, diagram: text)
    }

    /// The one-byte mark (`|`, `#`, `X`) at `offset`, as written.
    func mark(at offset: Int) -> String { String(Character(Unicode.Scalar(bytes[offset]))) }

    /// The 1-based character column holding UTF-8 offset `offset`, and that character.
    func locate(_ offset: Int) -> (column: Int, character: Character?) {
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
