/// Cells (everything at one tick of one row), their shapes in each style, and writing
/// a row's bytes.
extension MarbleLayout {
    // MARK: cells

    static func cells(of diagram: MarbleDiagram, strict: Bool) throws(MarbleRenderError) -> Row {
        var row = Row(diagram: diagram)
        let events = diagram.events
        row.cells.reserveCapacity(events.count + 2)
        var markers: [(time: Int, subscription: Bool)] = []
        if let time = diagram.subscription { markers.append((time, true)) }
        if let time = diagram.unsubscription { markers.append((time, false)) }
        if markers.count == 2 && markers[1].time < markers[0].time { markers.swapAt(0, 1) }

        func mark(_ marker: (time: Int, subscription: Bool), nextEvent: Int, into cells: inout [Cell]) {
            if cells.last?.time != marker.time {
                cells.append(Cell(time: marker.time, first: nextEvent, count: 0))
            }
            if marker.subscription {
                cells[cells.count - 1].subscription = true
            } else {
                cells[cells.count - 1].unsubscription = true
            }
        }

        var m = 0
        var previousTime = Int.min
        var terminalSeen = false
        for (index, event) in events.enumerated() {
            if event.time < previousTime { throw .outOfOrder(time: event.time) }
            previousTime = event.time
            if strict && terminalSeen {
                throw .invalidSequence("\(event.eventDescription) at tick \(event.time) comes after the sequence ended")
            }
            if event.isTerminal { terminalSeen = true }
            while m < markers.count && markers[m].time <= event.time {
                mark(markers[m], nextEvent: index, into: &row.cells)
                m += 1
            }
            if let last = row.cells.last, last.time == event.time {
                row.cells[row.cells.count - 1].count += 1
            } else {
                row.cells.append(Cell(time: event.time, first: index, count: 1))
            }
        }
        while m < markers.count {
            mark(markers[m], nextEvent: events.count, into: &row.cells)
            m += 1
        }
        if strict && terminalSeen && diagram.goesOn {
            throw .invalidSequence("a sequence that ended cannot go on ('>')")
        }
        if !diagram.goesOn {
            row.lastSignificantCell = row.cells.lastIndex { $0.count > 0 || $0.subscription }
        }
        return row
    }


    /// The row as RxJS style draws it: a `^` leaves its cell (see ``Row/caretApart``) where
    /// it shares its tick with events or `!`, comes after `!` (RxJS reads `!` only after
    /// `^` in the text), or stands at the end (drawn there, its frame would pass the end:
    /// the text it was read from had it earlier).
    static func caretApart(_ row: Row, end: Int?) -> Row {
        var row = row
        guard let index = row.cells.firstIndex(where: \.subscription) else { return row }
        let cell = row.cells[index]
        let afterUnsubscription = row.diagram.unsubscription.map { $0 < cell.time } ?? false
        let atEnd = end.map { cell.time >= $0 } ?? false
        guard cell.count > 0 || cell.unsubscription || afterUnsubscription || atEnd else { return row }
        row.caretApart = cell.time
        if cell.isMarkerOnly && !cell.unsubscription {
            row.cells.remove(at: index)
            row.lastSignificantCell = nil     // document style only
        } else {
            row.cells[index].subscription = false
        }
        return row
    }

    func isLone(_ cell: Cell) -> Bool {
        cell.count == 1 && !cell.subscription && !cell.unsubscription
    }

    /// Drawn between `(` and `)`: several things at one tick.
    func isGroup(_ cell: Cell) -> Bool {
        !(isLone(cell) || (cell.isMarkerOnly && !(cell.subscription && cell.unsubscription)))
    }

    /// The columns cell `index - 1` takes before cell `index` may start. In RxJS style a
    /// group needs no `)` when the next group opens right after it (`(ab(c)`: a new `(`
    /// closes it); in document style two runs need a '-' between them, or a space where
    /// `runsTouch` (never after a run that a space would turn into a time progression).
    func columnsBefore(row: Row, cell index: Int, style: MarbleStyle, runsTouch: Bool) -> Int {
        let previous = shape(row: row, cell: index - 1, style: style)
        if style == .rxjs {
            return isGroup(row.cells[index - 1]) && isGroup(row.cells[index]) ? previous.width - 1 : previous.width
        }
        guard previous.isRun && shape(row: row, cell: index, style: style).isRun else { return previous.width }
        let cell = row.cells[index - 1]
        let touches = runsTouch && !Self.readsAsProgression(row.diagram.events[cell.first].value.map { Array($0.utf8) } ?? [])
        return touches ? previous.width : previous.width + 1
    }

    /// Whether `token` followed by a space would read as a time progression (`10ms`, `1.5s`, `2m`).
    static func readsAsProgression(_ token: some Collection<UInt8>) -> Bool {
        var rest = token[...]
        let digits = rest.prefix(while: MarbleByte.isDigit)
        guard !digits.isEmpty else { return false }
        rest = rest.dropFirst(digits.count)
        if rest.first == MarbleByte.dot {
            let fraction = rest.dropFirst().prefix(while: MarbleByte.isDigit)
            if !fraction.isEmpty { rest = rest.dropFirst(1 + fraction.count) }
        }
        return rest.elementsEqual([MarbleByte.m, MarbleByte.s]) || rest.elementsEqual([MarbleByte.s]) || rest.elementsEqual([MarbleByte.m])
    }

    /// How RxJS style writes a row at a frame: which cells are written as a group, and
    /// which groups leave out `)` because the next group opens right there (a new `(`
    /// closes a group in RxJS: `(ab(c)`). A lone event or `!` that follows such a group is
    /// written as a group too (`(c)`: a bare `c` would join the open group).
    struct RxJSPlan {
        var grouped: [Bool]
        var closes: [Bool]
        /// Columns each cell covers, `)` included when written.
        var widths: [Int]
    }

    /// The plan, or the tick of the first cell that overlaps what comes before it.
    func rxjsPlan(row: Row, frame: Int) -> Swift.Result<RxJSPlan, RxJSOverlap> {
        var plan = RxJSPlan(grouped: [], closes: [], widths: [])
        var end = 0
        for index in row.cells.indices {
            let cell = row.cells[index]
            let column = (cell.time - origin) / frame
            var grouped = isGroup(cell)
            if column < end {
                let joinsOpenGroup = column == end - 1 && plan.grouped.last == true && !(cell.isMarkerOnly && cell.subscription)
                guard joinsOpenGroup else { return .failure(RxJSOverlap(time: cell.time)) }
                plan.closes[index - 1] = false
                plan.widths[index - 1] -= 1
                grouped = true
            }
            let width = grouped && !isGroup(cell) ? 3 : shape(row: row, cell: index, style: .rxjs).width
            plan.grouped.append(grouped)
            plan.closes.append(grouped)
            plan.widths.append(width)
            end = column + width
        }
        // A last group whose `)` would run past the end (`(ab` read by RxJS) stays open.
        if let last = plan.grouped.indices.last, plan.grouped[last], !row.diagram.goesOn, let endTick = options.end,
           end > (endTick - origin) / frame + ((endTick - origin) % frame == 0 ? 0 : 1) {
            plan.closes[last] = false
            plan.widths[last] -= 1
        }
        return .success(plan)
    }

    struct RxJSOverlap: Error {
        var time: Int
    }

    /// Where an apart `^` goes at this frame: the last free column before its tick's cell,
    /// and how many characters that take no time must stand before it to make up for
    /// drawing it early: spaces after the first character (leading spaces do not count),
    /// or, in column 0, `0s ` and spaces. nil when the row has no apart `^`.
    func caretPlacement(row: Row, frame: Int, plan: RxJSPlan) throws(MarbleRenderError) -> (column: Int, spaces: Int)? {
        guard let tick = row.caretApart else { return nil }
        guard options.longestDashRun != nil else {
            throw .notRxJSStyle("'^' at tick \(tick) shares its tick with events or follows '!': only a text with spaces could say so")
        }
        let target = (tick - origin) / frame
        // Before `!` in the text, too.
        let limit = min(target, row.diagram.unsubscription.map { ($0 - origin) / frame } ?? target)
        var covered = 0
        var best: Int? = nil
        for index in row.cells.indices {
            let column = (row.cells[index].time - origin) / frame
            if column >= limit { break }
            if column > covered && column - 1 >= 1 { best = column - 1 }
            covered = max(covered, column + plan.widths[index])
        }
        if limit > covered && limit - 1 >= 1 { best = limit - 1 }
        let columnZeroFree = row.cells.first.map { ($0.time - origin) / frame > 0 } ?? true
        if best == nil && columnZeroFree && limit >= 1 && target >= 3 { best = 0 }
        guard let best else {
            throw .notRxJSStyle("'^' at tick \(tick) shares its tick with events or follows '!', and no free column before them can stand for it")
        }
        return (best, target - best)
    }

    /// Why RxJS style cannot draw every row at this frame (things overlap, or an apart
    /// `^` has no column), or nil.
    func rxjsProblem(frame: Int) -> MarbleRenderError? {
        for row in rxjsRows {
            switch rxjsPlan(row: row, frame: frame) {
            case .failure(let overlap):
                return .tooClose(time: overlap.time, frame: frame)
            case .success(let plan):
                do throws(MarbleRenderError) { _ = try caretPlacement(row: row, frame: frame, plan: plan) } catch { return error }
            }
        }
        return nil
    }

    /// Whether an error in this cell is drawn as the documents' `X`.
    func drawsX(row: Row, cell index: Int) -> Bool {
        options.errorMarker == "X" && index == row.lastSignificantCell && isLone(row.cells[index])
            && row.diagram.events[row.cells[index].first].kind == .error
    }

    /// Whether this is a value "X" that, written bare as the last token, would read as an
    /// error in document style: a time progression of nothing follows it (`X 0ms `), so
    /// that it is not the last token, at no cost in frames.
    func isFinalValueX(row: Row, cell index: Int) -> Bool {
        index == row.lastSignificantCell && isLone(row.cells[index])
            && row.diagram.events[row.cells[index].first].kind == .next && row.diagram.events[row.cells[index].first].value == "X"
    }

    /// Columns a cell takes, and whether it is a bare run of letters/digits (two runs side
    /// by side would read as one value in document style).
    func shape(row: Row, cell index: Int, style: MarbleStyle) -> (width: Int, isRun: Bool) {
        let cell = row.cells[index]
        if isLone(cell) {
            let event = row.diagram.events[cell.first]
            switch (event.kind, style) {
            case (.next, .document): return (event.value?.utf8.count ?? 0, true)
            case (.error, .document): return (1, drawsX(row: row, cell: index))
            default: return (1, false)
            }
        }
        if cell.isMarkerOnly && !(cell.subscription && cell.unsubscription) { return (1, false) }
        return (groupTokens(row: row, cell: cell, style: style).reduce(2) { $0 + tokenWidth($1) }, false)
    }

    func tokenWidth(_ token: Token) -> Int {
        switch token {
        case .mark: return 1
        case .value(let value): return value.utf8.count
        }
    }

    /// The inside of `( )`: `^`, the events in order, `!`. In document style, values wider
    /// than one character are followed by commas (at least one comma, so that the group
    /// reads its runs as whole values).
    func groupTokens(row: Row, cell: Cell, style: MarbleStyle) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(cell.count + 4)
        if cell.subscription { tokens.append(.mark(UInt8(ascii: "^"))) }
        let inside = row.diagram.events[cell.first..<(cell.first + cell.count)]
        // With commasInGroups every group with a value and anything after it is written with
        // commas, `(0,|)` as well as `(48,|)` and `(1,2,|)`, so a figure never mixes two forms;
        // a lone one-character value stays `(^1)`.
        let values = inside.filter { $0.kind == .next }
        var commaMode = style == .document && options.commasInGroups && !values.isEmpty
            && (values.count >= 2 || values.count < inside.count || cell.unsubscription)
        for event in inside {
            switch event.kind {
            case .next:
                let value = event.value ?? ""
                if style == .rxjs {
                    tokens.append(.mark(keys[value] ?? UInt8(ascii: "?")))
                } else {
                    if value.utf8.count > 1 { commaMode = true }
                    tokens.append(.value(value))
                }
            case .completed: tokens.append(.mark(UInt8(ascii: "|")))
            case .error: tokens.append(.mark(UInt8(ascii: "#")))
            }
        }
        if cell.unsubscription { tokens.append(.mark(UInt8(ascii: "!"))) }
        guard commaMode else { return tokens }
        // A comma after every value something follows, `(1,2,|)` as `(a,|)` and `(2,!)`; a lone
        // value that ends the group gets one before it, `(^,48)`.
        var separated: [Token] = []
        separated.reserveCapacity(tokens.count * 2)
        var commas = 0
        var lastValue = -1
        for (index, token) in tokens.enumerated() {
            separated.append(token)
            guard case .value = token else { continue }
            lastValue = separated.count - 1
            if index + 1 < tokens.count {
                separated.append(.mark(UInt8(ascii: ",")))
                commas += 1
            }
        }
        if commas == 0 && lastValue >= 0 { separated.insert(.mark(UInt8(ascii: ",")), at: lastValue) }
        return separated
    }

    // MARK: writing

    func write(row index: Int, style: MarbleStyle, frame: Int) throws(MarbleRenderError) -> String {
        let row = style == .rxjs ? rxjsRows[index] : rows[index]
        // Spans from the origin fit in an Int (checked by `run`); column counts saturate.
        func column(_ time: Int) -> Int { (time - origin) / frame }
        var columns = 0
        if let last = row.cells.last {
            columns = column(last.time).addingSaturated(shape(row: row, cell: row.cells.count - 1, style: style).width)
        }
        var endColumn = 0
        if let end = options.end {
            let span = end - origin
            endColumn = span / frame + (span % frame == 0 ? 0 : 1)
        }
        let total = max(columns, endColumn).addingSaturated(row.diagram.goesOn ? 3 : 0)
        if options.longestDashRun == nil && total > options.maximumColumns { throw .tooWide(columns: total) }

        var plan: RxJSPlan? = nil
        if style == .rxjs {
            switch rxjsPlan(row: row, frame: frame) {
            case .success(let rowPlan): plan = rowPlan
            case .failure(let overlap): throw .tooClose(time: overlap.time, frame: frame)
            }
        }
        let caret = try plan.flatMap { (plan) throws(MarbleRenderError) in try caretPlacement(row: row, frame: frame, plan: plan) }
        // RxJS counts the characters before `^` to place time 0: no progression before it.
        var progressionsFrom = 0
        if style == .rxjs, row.diagram.subscription != nil {
            progressionsFrom = caret.map { $0.column + 1 } ?? (row.cells.first(where: \.subscription).map { column($0.time) + 1 } ?? 0)
        }
        var text = RowText(frame: frame, longestDashRun: options.longestDashRun, millisecondsPerTick: options.millisecondsPerTick,
                           progressionsFrom: progressionsFrom, maximumColumns: options.maximumColumns, totalColumns: total)
        var previousRun = false
        for cellIndex in row.cells.indices {
            let cell = row.cells[cellIndex]
            let start = column(cell.time)
            if let caret, text.column <= caret.column, caret.column < start {
                try text.pad(to: caret.column, before: MarbleByte.caret)
                text.append(MarbleByte.caret, columns: 1)
                previousRun = false
            }
            let first = firstByte(row: row, cell: cellIndex, style: style)
            if text.column < start {
                try text.pad(to: start, before: first)
                previousRun = false
            }
            let shape = self.shape(row: row, cell: cellIndex, style: style)
            if style == .document && shape.isRun && previousRun { text.append(MarbleByte.space, columns: 0) }
            previousRun = shape.isRun
            if isLone(cell) && plan?.grouped[cellIndex] != true {
                let event = row.diagram.events[cell.first]
                switch event.kind {
                case .next:
                    let value = event.value ?? ""
                    if style == .document {
                        text.append(contentsOf: value.utf8, columns: shape.width)
                        if options.longestDashRun != nil && isFinalValueX(row: row, cell: cellIndex) { text.append(contentsOf: " 0ms ".utf8, columns: 0) }
                    } else {
                        text.append(keys[value] ?? UInt8(ascii: "?"), columns: 1)
                    }
                case .completed: text.append(UInt8(ascii: "|"), columns: 1)
                case .error:
                    if style == .document && drawsX(row: row, cell: cellIndex) {
                        text.append(MarbleByte.x, columns: 1)
                        text.progressionsFrom = Int.max      // `X` must stay the last thing that counts
                    } else {
                        text.append(MarbleByte.hash, columns: 1)
                    }
                }
            } else if cell.isMarkerOnly && !(cell.subscription && cell.unsubscription) && plan?.grouped[cellIndex] != true {
                text.append(cell.subscription ? MarbleByte.caret : MarbleByte.bang, columns: 1)
            } else {
                text.append(MarbleByte.open, columns: 1)
                for token in groupTokens(row: row, cell: cell, style: style) {
                    switch token {
                    case .mark(let byte): text.append(byte, columns: 1)
                    case .value(let value): text.append(contentsOf: value.utf8, columns: value.utf8.count)
                    }
                }
                if plan?.closes[cellIndex] != false { text.append(MarbleByte.close, columns: 1) }
            }
        }
        if let caret, text.column <= caret.column {
            try text.pad(to: caret.column, before: MarbleByte.caret)
            text.append(MarbleByte.caret, columns: 1)
        }
        try text.pad(to: endColumn, before: row.diagram.goesOn ? MarbleByte.greater : nil)
        // Nothing at all still takes one frame: an empty text is not a diagram.
        if text.bytes.isEmpty && !row.diagram.goesOn { text.append(MarbleByte.dash, columns: 1) }
        if row.diagram.goesOn {
            if options.end == nil { text.append(contentsOf: "--".utf8, columns: 2) }
            text.append(MarbleByte.greater, columns: 0)
        }
        if let caret, caret.column == 0 {
            text.bytes.insert(contentsOf: Array("0s ".utf8) + repeatElement(MarbleByte.space, count: caret.spaces - 3), at: 0)
        } else if let caret {
            text.bytes.insert(contentsOf: repeatElement(MarbleByte.space, count: caret.spaces), at: 1)
        }
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// The first character a cell is written with (what may follow a time progression).
    func firstByte(row: Row, cell index: Int, style: MarbleStyle) -> UInt8? {
        let cell = row.cells[index]
        guard isLone(cell) else { return nil }
        let event = row.diagram.events[cell.first]
        guard event.kind == .next else { return nil }
        return style == .document ? event.value?.utf8.first : keys[event.value ?? ""]
    }
}

/// A row's text as it is written: bytes, and the column (frame) reached, which spaces and
/// time progressions make differ from the byte count.
struct RowText {
    let frame: Int
    let longestDashRun: Int?
    let millisecondsPerTick: Int
    /// No time progression before this column.
    var progressionsFrom: Int
    let maximumColumns: Int
    let totalColumns: Int
    var bytes: [UInt8] = []
    var column = 0

    init(frame: Int, longestDashRun: Int?, millisecondsPerTick: Int, progressionsFrom: Int, maximumColumns: Int, totalColumns: Int) {
        self.frame = frame
        self.longestDashRun = longestDashRun
        self.millisecondsPerTick = millisecondsPerTick
        self.progressionsFrom = progressionsFrom
        self.maximumColumns = maximumColumns
        self.totalColumns = totalColumns
        if longestDashRun == nil { bytes.reserveCapacity(totalColumns) }
    }

    mutating func append(_ byte: UInt8, columns: Int) {
        bytes.append(byte)
        column += columns
    }

    mutating func append(contentsOf text: some Sequence<UInt8>, columns: Int) {
        bytes.append(contentsOf: text)
        column += columns
    }

    /// Empty frames up to `target`: dashes, or ` Nms ` (N ticks times ``millisecondsPerTick``) for a
    /// run longer than `longestDashRun`. A '-' goes before it where the text so far would
    /// read as a progression with the space, and after it where `next` is a digit.
    mutating func pad(to target: Int, before next: UInt8?) throws(MarbleRenderError) {
        var count = target - column
        guard count > 0 else { return }
        if let longest = longestDashRun, count > max(longest, 3), column >= progressionsFrom {
            let tokenLength = bytes.reversed().prefix(while: { MarbleByte.isAlphanumeric($0) || $0 == MarbleByte.dot }).count
            let afterSpace = tokenLength == bytes.count || bytes[bytes.count - tokenLength - 1] == MarbleByte.space
            let dashBefore = tokenLength > 0 && afterSpace && MarbleLayout.readsAsProgression(bytes.suffix(tokenLength))
            let dashAfter = next.map(MarbleByte.isDigit) ?? false
            if dashBefore { append(MarbleByte.dash, columns: 1); count -= 1 }
            if dashAfter { count -= 1 }
            let (ticks, overflow) = count.multipliedReportingOverflow(by: frame)
            let (milliseconds, overflowInMilliseconds) = ticks.multipliedReportingOverflow(by: millisecondsPerTick)
            if overflow || overflowInMilliseconds { throw .tooWide(columns: totalColumns) }
            append(contentsOf: " \(milliseconds)ms ".utf8, columns: count)
            if dashAfter { append(MarbleByte.dash, columns: 1) }
        } else {
            if bytes.count.addingSaturated(count) > maximumColumns { throw .tooWide(columns: totalColumns) }
            append(contentsOf: repeatElement(MarbleByte.dash, count: count), columns: count)
        }
    }
}

extension Int {
    func addingSaturated(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? (other > 0 ? .max : .min) : sum
    }
}
