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


    func isLone(_ cell: Cell) -> Bool {
        cell.count == 1 && !cell.subscription && !cell.unsubscription
    }

    /// Whether an error in this cell is drawn as the documents' `X`.
    func drawsX(row: Row, cell index: Int) -> Bool {
        options.errorMarker == "X" && index == row.lastSignificantCell && isLone(row.cells[index])
            && row.diagram.events[row.cells[index].first].kind == .error
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
    /// than one character are separated by commas (at least one comma, so that the group
    /// reads its runs as whole values).
    func groupTokens(row: Row, cell: Cell, style: MarbleStyle) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(cell.count + 4)
        if cell.subscription { tokens.append(.mark(UInt8(ascii: "^"))) }
        let inside = row.diagram.events[cell.first..<(cell.first + cell.count)]
        // With commasInGroups every group with a value and anything after it is written with
        // commas, `(0,|)` as well as `(48,|)`, so a figure never mixes the two forms; a lone
        // one-character value stays `(^1)`.
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
        var separated: [Token] = []
        separated.reserveCapacity(tokens.count * 2)
        var commas = 0
        var lastValue = -1
        for token in tokens {
            if case .value = token {
                if case .value? = separated.last {
                    separated.append(.mark(UInt8(ascii: ",")))
                    commas += 1
                }
                lastValue = separated.count
            }
            separated.append(token)
        }
        if commas == 0 && lastValue >= 0 {
            separated.insert(.mark(UInt8(ascii: ",")), at: lastValue + 1 < separated.count ? lastValue + 1 : lastValue)
        }
        return separated
    }

    // MARK: writing

    func write(row index: Int, style: MarbleStyle, frame: Int) throws(MarbleRenderError) -> String {
        let row = rows[index]
        var columns = 0
        if let last = row.cells.last {
            columns = (last.time - origin) / frame + shape(row: row, cell: row.cells.count - 1, style: style).width
        }
        var endColumn = 0
        if let end = options.end {
            endColumn = (end - origin + frame - 1) / frame
        }
        let total = max(columns, endColumn) + (row.diagram.goesOn ? 3 : 0)
        if total > options.maximumColumns { throw .tooWide(columns: total) }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(total)
        for cellIndex in row.cells.indices {
            let cell = row.cells[cellIndex]
            let column = (cell.time - origin) / frame
            while bytes.count < column { bytes.append(UInt8(ascii: "-")) }
            if isLone(cell) {
                let event = row.diagram.events[cell.first]
                switch event.kind {
                case .next:
                    let value = event.value ?? ""
                    if style == .document {
                        bytes.append(contentsOf: value.utf8)
                    } else {
                        bytes.append(keys[value] ?? UInt8(ascii: "?"))
                    }
                case .completed: bytes.append(UInt8(ascii: "|"))
                case .error: bytes.append(style == .document && drawsX(row: row, cell: cellIndex) ? UInt8(ascii: "X") : UInt8(ascii: "#"))
                }
            } else if cell.isMarkerOnly && !(cell.subscription && cell.unsubscription) {
                bytes.append(cell.subscription ? UInt8(ascii: "^") : UInt8(ascii: "!"))
            } else {
                bytes.append(UInt8(ascii: "("))
                for token in groupTokens(row: row, cell: cell, style: style) {
                    switch token {
                    case .mark(let byte): bytes.append(byte)
                    case .value(let value): bytes.append(contentsOf: value.utf8)
                    }
                }
                bytes.append(UInt8(ascii: ")"))
            }
        }
        while bytes.count < endColumn { bytes.append(UInt8(ascii: "-")) }
        // Nothing at all still takes one frame: an empty text is not a diagram.
        if bytes.isEmpty && !row.diagram.goesOn { bytes.append(UInt8(ascii: "-")) }
        if row.diagram.goesOn {
            if options.end == nil { bytes.append(contentsOf: "--".utf8) }
            bytes.append(UInt8(ascii: ">"))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
