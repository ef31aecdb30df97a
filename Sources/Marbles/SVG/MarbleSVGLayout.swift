import TextKit
/// Places one ``MarbleSVGFigure``: picks the scale (pixels per tick) so that nothing on a
/// row overlaps, then writes the elements. All coordinates are integers.
struct MarbleSVGLayout {
    let figure: MarbleSVGFigure

    static let padding = 16
    static let rowHeight = 50
    static let radius = 14
    static let valueFont = 13
    static let labelFont = 13
    static let boxHeight = 32
    static let gap = 3
    /// Values wider than this many cells are cut with `…` (the tooltip has them whole); when
    /// wide values crowd the axis beyond `comfortableAxis` pixels, shorter cuts are tried.
    static let valueCells = [18, 12, 8]
    static let comfortableAxis = 1000

    /// One thing drawn in a cell: a value, a bar or a cross.
    struct Item {
        var event: MarbleEvent
        var text: String
        var width: Int
    }

    /// Everything one row shows at one tick, side by side as one group that starts at its tick,
    /// as `-(ab|)` does in text: the first item is centred on the tick, the rest follow it, so a
    /// group at tick 0 never reaches left of the axis (and a mark on the tick points at the
    /// group's first event). The scale keeps the group clear of the next tick's items.
    struct Cell {
        var time: Int
        var items: [Item]
        var width: Int { items.reduce(0) { $0 + $1.width } + Self.gap * (items.count - 1) }
        /// How far the cell reaches left of its tick: half its first item.
        var left: Int { (items.first?.width ?? 0) / 2 }
        var right: Int { width - left }
        static var gap: Int { MarbleSVGLayout.gap }
    }

    static func item(_ event: MarbleEvent, limit: Int) -> Item {
        switch event.kind {
        case .next:
            let text = DisplayWidth.truncate(event.value ?? "", to: limit)
            let textWidth = SVGText.width(text, size: valueFont)
            return Item(event: event, text: text, width: textWidth <= 2 * radius - 8 ? 2 * radius : textWidth + 16)
        case .completed: return Item(event: event, text: "", width: 6)
        case .error: return Item(event: event, text: "", width: 18)
        }
    }

    static func cells(_ diagram: MarbleDiagram, limit: Int) -> [Cell] {
        var cells: [Cell] = []
        for event in diagram.events {
            if let last = cells.last, last.time == event.time {
                cells[cells.count - 1].items.append(item(event, limit: limit))
            } else {
                cells.append(Cell(time: event.time, items: [item(event, limit: limit)]))
            }
        }
        return cells
    }

    // MARK: geometry

    struct Geometry {
        var origin: Int
        var end: Int
        var scale: Int
        var axisX: Int
        func x(_ time: Int) -> Int { axisX + (time - origin) * scale }
    }

    func geometry(cells: [[Cell]], labelWidth: Int) -> Geometry {
        var earliest = 0
        var latest = 0
        for row in figure.rows {
            let d = row.diagram
            let times = d.events.map(\.time) + [d.subscription, d.unsubscription].compactMap { $0 }
            earliest = min(earliest, times.min() ?? 0)
            latest = max(latest, times.max() ?? 0)
        }
        if let mark = figure.mark {
            earliest = min(earliest, mark)
            latest = max(latest, mark)
        }
        let origin = figure.origin ?? earliest
        let end = max(figure.end ?? (latest + 2), latest, origin + 1)
        var need = 1
        for row in cells {
            for (a, b) in zip(row, row.dropFirst()) where b.time > a.time {
                let pixels = a.right + b.left + 4
                let ticks = b.time - a.time
                need = max(need, (pixels + ticks - 1) / ticks)
            }
        }
        let span = end - origin
        let comfortable = min(44, max(10, 640 / span))
        let scale = min(400, max(need, comfortable))
        // A wide value on an early tick reaches left of it: the axis moves right so that it
        // never covers the labels.
        let overhang = cells.compactMap(\.first).map { $0.left - ($0.time - origin) * scale }.max() ?? 0
        return Geometry(origin: origin, end: end, scale: scale, axisX: Self.padding + labelWidth + 24 + max(0, overhang - 14))
    }

    // MARK: drawing

    func draw() -> SVGDrawing {
        let p = Self.padding
        let colours = Self.colours(figure.rows.map { Self.cells($0.diagram, limit: Self.valueCells[0]) })
        let labelWidth = figure.rows.map { SVGText.width($0.label, size: Self.labelFont) }.max() ?? 0
        var cells: [[Cell]] = []
        var g = Geometry(origin: 0, end: 1, scale: 1, axisX: 0)
        for limit in Self.valueCells {
            cells = figure.rows.map { Self.cells($0.diagram, limit: limit) }
            g = geometry(cells: cells, labelWidth: labelWidth)
            if (g.end - g.origin) * g.scale <= Self.comfortableAxis { break }
        }
        var lineEnd = max(g.x(g.end) + 16, cells.compactMap { row in row.last.map { g.x($0.time) + $0.right + 8 } }.max() ?? 0)
        if let label = figure.operatorLabel {
            // The operator's box spans the axis; it must hold its text.
            lineEnd = max(lineEnd, g.x(g.origin) - 14 + SVGText.width(label, size: 14) + 24 - 10)
        }
        var width = lineEnd + 10 + p
        width = max(width, 480, (figure.title.map { SVGText.width($0, size: 16) } ?? 0) + 2 * p)

        var out = ""
        var y = p
        if let title = figure.title {
            out += "<text x=\"\(p)\" y=\"\(y + 14)\" font-size=\"16\" font-weight=\"bold\" fill=\"#111827\">\(Escaping.xml(title))</text>\n"
            y += 24
        }
        if let caption = figure.caption, !caption.isEmpty {
            let cells = max(20, (width - 2 * p) * 10 / 72)
            for line in Wrapping.wrap(caption, width: cells) {
                out += "<text x=\"\(p)\" y=\"\(y + 12)\" font-size=\"12\" fill=\"#4b5563\">\(Escaping.xml(line))</text>\n"
                y += 17
            }
        }
        if figure.title != nil || figure.caption != nil { y += 6 }

        let firstResult = figure.rows.firstIndex { $0.role == .result }
        let rowsTop = y
        var rows = ""
        for (index, row) in figure.rows.enumerated() {
            if index == firstResult, let label = figure.operatorLabel {
                y += 4
                let left = g.x(g.origin) - 14
                rows += "<rect x=\"\(left)\" y=\"\(y)\" width=\"\(lineEnd + 10 - left)\" height=\"\(Self.boxHeight)\" rx=\"6\" fill=\"#f3f4f6\" stroke=\"#9ca3af\" stroke-width=\"1\"/>\n"
                rows += "<text x=\"\((left + lineEnd + 10) / 2)\" y=\"\(y + 21)\" font-size=\"14\" text-anchor=\"middle\" fill=\"#111827\">\(Escaping.xml(label))</text>\n"
                y += Self.boxHeight + 6
            }
            rows += drawRow(row, cells: cells[index], geometry: g, top: y, lineEnd: lineEnd, colours: colours)
            y += Self.rowHeight
        }
        if let mark = figure.mark { out += markBand(at: g.x(mark), top: rowsTop, bottom: y) }
        out += rows
        if figure.clock { out += clockHand(g, top: rowsTop, bottom: y, lineEnd: lineEnd) }
        y += 4
        out += ruler(g, top: y, lineEnd: lineEnd)
        y += 38
        return SVGDrawing(width: width, height: y + p - 8, body: out)
    }

    private func drawRow(_ row: MarbleSVGFigure.Row, cells: [Cell], geometry g: Geometry, top: Int, lineEnd: Int, colours: [String: String]) -> String {
        let cy = top + Self.rowHeight / 2
        let d = row.diagram
        var out = "<g>\n"
        let (labelColour, weight) : (String, String) = switch row.role {
        case .source: ("#111827", "normal")
        case .result: ("#111827", "bold")
        case .inner: ("#6b7280", "normal")
        }
        out += "<text x=\"\(Self.padding)\" y=\"\(cy + 5)\" font-size=\"\(Self.labelFont)\" font-weight=\"\(weight)\" fill=\"\(labelColour)\">\(Escaping.xml(row.label))</text>\n"

        let terminal = d.terminal?.time
        let stop = [terminal, d.unsubscription].compactMap { $0 }.min()
        let lineStart = g.x(g.origin) - 14
        let activeFrom = d.subscription.map(g.x) ?? lineStart
        let activeTo = d.goesOn && stop == nil ? lineEnd : (stop.map(g.x) ?? lineEnd)
        let spanEnd = stop ?? Int.max

        if let subscription = d.subscription {
            let right = stop.map(g.x) ?? lineEnd
            out += "<rect\(figure.clock ? " data-t=\"\(subscription)\"" : "") x=\"\(g.x(subscription) - 4)\" y=\"\(cy - 20)\" width=\"\(max(8, right - g.x(subscription) + 8))\" height=\"40\" rx=\"8\" fill=\"#2563eb\" fill-opacity=\"0.08\"/>\n"
        }
        let solid = row.role == .result ? "#111827" : (row.role == .inner ? "#6b7280" : "#374151")
        let width = row.role == .result ? 2.5 : 2.0
        let faint = "stroke=\"#c4c8cf\" stroke-width=\"2\" stroke-dasharray=\"4 4\""
        if activeFrom > lineStart {
            out += "<line x1=\"\(lineStart)\" y1=\"\(cy)\" x2=\"\(activeFrom)\" y2=\"\(cy)\" \(faint)/>\n"
        }
        let lineTick = figure.clock ? d.subscription.map { " data-t=\"\($0)\"" } ?? "" : ""
        out += "<line\(lineTick) x1=\"\(activeFrom)\" y1=\"\(cy)\" x2=\"\(activeTo)\" y2=\"\(cy)\" stroke=\"\(solid)\" stroke-width=\"\(width)\"/>\n"
        // After `|` or `X` the row is over: no line and no arrow. After `!` a (hot) source may
        // go on unseen: a faint dashed line and a grey arrow.
        if terminal == nil || (d.unsubscription.map { $0 < terminal! } ?? false) {
            if activeTo < lineEnd {
                out += "<line x1=\"\(activeTo)\" y1=\"\(cy)\" x2=\"\(lineEnd)\" y2=\"\(cy)\" \(faint)/>\n"
            }
            let arrowColour = activeTo >= lineEnd ? solid : "#c4c8cf"
            out += "<polygon points=\"\(lineEnd),\(cy - 5) \(lineEnd + 10),\(cy) \(lineEnd),\(cy + 5)\" fill=\"\(arrowColour)\"/>\n"
        }

        if let subscription = d.subscription {
            let x = g.x(subscription)
            out += "<g\(figure.clock ? " data-t=\"\(subscription)\"" : "")><title>subscribed at tick \(subscription)</title>"
            out += "<polygon points=\"\(x - 6),\(cy + 25) \(x + 6),\(cy + 25) \(x),\(cy + 16)\" fill=\"#2563eb\"/></g>\n"
        }
        if let unsubscription = d.unsubscription {
            let x = g.x(unsubscription)
            out += "<g\(figure.clock ? " data-t=\"\(unsubscription)\"" : "")><title>unsubscribed at tick \(unsubscription)</title>"
            out += "<line x1=\"\(x)\" y1=\"\(cy - 19)\" x2=\"\(x)\" y2=\"\(cy + 19)\" stroke=\"#dc2626\" stroke-width=\"2\" stroke-dasharray=\"4 3\"/>"
            out += "<text x=\"\(x + 4)\" y=\"\(cy + 24)\" font-size=\"11\" fill=\"#dc2626\">!</text></g>\n"
        }

        for cell in cells {
            let missed = d.subscription.map { cell.time < $0 } ?? false || cell.time > spanEnd
            var left = g.x(cell.time) - cell.left
            if cell.items.count > 1 {
                // One moment: a faint bracket holds the group together on its tick.
                out += "<rect\(figure.clock ? " data-t=\"\(cell.time)\"" : "") x=\"\(left - 4)\" y=\"\(cy - Self.radius - 4)\" width=\"\(cell.width + 8)\" height=\"\(2 * Self.radius + 8)\" rx=\"\(Self.radius + 4)\" fill=\"none\" stroke=\"#9ca3af\" stroke-width=\"1\" stroke-dasharray=\"2 2\"/>\n"
            }
            for item in cell.items {
                out += drawItem(item, centre: left + item.width / 2, cy: cy, missed: missed, colours: colours)
                left += item.width + Self.gap
            }
        }
        out += "</g>\n"
        return out
    }

    private func drawItem(_ item: Item, centre x: Int, cy: Int, missed: Bool, colours: [String: String]) -> String {
        let tick = figure.clock ? " data-t=\"\(item.event.time)\"" : ""
        var out = missed ? "<g\(tick) opacity=\"0.35\">" : "<g\(tick)>"
        let tip = item.event.eventDescription + " at tick \(item.event.time)" + (missed ? " (not seen by the subscriber)" : "")
        out += "<title>\(Escaping.xml(tip))</title>"
        switch item.event.kind {
        case .next:
            let fill = colours[item.event.value ?? ""] ?? SVGStyle.palette[0]
            let r = Self.radius
            if item.width == 2 * r {
                out += "<circle cx=\"\(x)\" cy=\"\(cy)\" r=\"\(r)\" fill=\"\(fill)\" stroke=\"#1f2937\" stroke-width=\"1.5\"/>"
            } else {
                out += "<rect x=\"\(x - item.width / 2)\" y=\"\(cy - r)\" width=\"\(item.width)\" height=\"\(2 * r)\" rx=\"\(r)\" fill=\"\(fill)\" stroke=\"#1f2937\" stroke-width=\"1.5\"/>"
            }
            out += "<text x=\"\(x)\" y=\"\(cy + 5)\" font-size=\"\(Self.valueFont)\" text-anchor=\"middle\" fill=\"#111827\">\(Escaping.xml(item.text))</text>"
        case .completed:
            out += "<line x1=\"\(x)\" y1=\"\(cy - 15)\" x2=\"\(x)\" y2=\"\(cy + 15)\" stroke=\"#111827\" stroke-width=\"3\" stroke-linecap=\"round\"/>"
        case .error:
            out += "<path d=\"M\(x - 8) \(cy - 8)L\(x + 8) \(cy + 8)M\(x - 8) \(cy + 8)L\(x + 8) \(cy - 8)\" stroke=\"#dc2626\" stroke-width=\"3.5\" stroke-linecap=\"round\"/>"
        }
        return out + "</g>\n"
    }

    /// What a page's slider moves (``MarbleSVGFigure/clock``): a blue line at the tick shown
    /// and a veil over the rows right of it. The page's script reads where tick t is from
    /// `data-x0 + (t - data-origin) * data-scale` and hides every `data-t` later than t.
    private func clockHand(_ g: Geometry, top: Int, bottom: Int, lineEnd: Int) -> String {
        let x = g.x(g.end)
        var out = "<g class=\"clock\" data-x0=\"\(g.axisX)\" data-origin=\"\(g.origin)\" data-scale=\"\(g.scale)\" data-end=\"\(g.end)\">"
        out += "<rect class=\"veil\" x=\"\(lineEnd + 12)\" y=\"\(top)\" width=\"0\" height=\"\(bottom - top)\" data-right=\"\(lineEnd + 12)\" fill=\"#ffffff\" fill-opacity=\"0.82\"/>"
        out += "<line class=\"now\" x1=\"\(x)\" y1=\"\(top)\" x2=\"\(x)\" y2=\"\(bottom)\" stroke=\"#2563eb\" stroke-width=\"1.5\"/>"
        return out + "</g>\n"
    }

    /// Colours by value identity within one figure, not by the value's text: the top row hands
    /// out the palette in order of appearance; a value first seen on a lower row takes the
    /// colour of what the nearest row above drew at that same tick, in the same place of its
    /// group (what `map` turned into it), else the next colour. Equal values share a colour,
    /// so `filter` and `take` keep their source's colours and `map`'s 10 keeps its 1's.
    static func colours(_ rows: [[Cell]]) -> [String: String] {
        let palette = SVGStyle.palette
        var colours: [String: String] = [:]
        var handedOut = 0
        var byTick: [[Int: [String]]] = []
        for row in rows {
            var values: [Int: [String]] = [:]
            for cell in row {
                let here = cell.items.filter { $0.event.kind == .next }.map { $0.event.value ?? "" }
                for (place, value) in here.enumerated() where colours[value] == nil {
                    let cause = byTick.reversed().lazy.compactMap { $0[cell.time] }.first
                    if let cause, place < cause.count, let colour = colours[cause[place]] {
                        colours[value] = colour
                    } else {
                        colours[value] = palette[handedOut % palette.count]
                        handedOut += 1
                    }
                }
                values[cell.time] = here
            }
            byTick.append(values)
        }
        return colours
    }

    /// The mark: a faint red band behind the rows (unlike `!`'s dashed line) and a caret under them.
    private func markBand(at x: Int, top: Int, bottom: Int) -> String {
        var out = "<g>"
        if let note = figure.markNote { out += "<title>\(Escaping.xml(note))</title>" }
        out += "<rect x=\"\(x - 8)\" y=\"\(top + 2)\" width=\"16\" height=\"\(bottom - top)\" rx=\"4\" fill=\"#dc2626\" fill-opacity=\"0.14\"/>"
        out += "<polygon points=\"\(x - 6),\(bottom + 12) \(x + 6),\(bottom + 12) \(x),\(bottom + 3)\" fill=\"#dc2626\"/>"
        return out + "</g>\n"
    }

    private func ruler(_ g: Geometry, top: Int, lineEnd: Int) -> String {
        let steps = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100_000]
        let step = steps.first { $0 * g.scale >= 36 } ?? steps.last!
        var out = "<g>\n"
        out += "<line x1=\"\(g.x(g.origin))\" y1=\"\(top)\" x2=\"\(g.x(g.end))\" y2=\"\(top)\" stroke=\"#d1d5db\" stroke-width=\"1\"/>\n"
        var t = g.origin + ((step - g.origin % step) % step)
        while t <= g.end {
            let x = g.x(t)
            out += "<line x1=\"\(x)\" y1=\"\(top - 3)\" x2=\"\(x)\" y2=\"\(top + 3)\" stroke=\"#9ca3af\" stroke-width=\"1\"/>"
            out += "<text x=\"\(x)\" y=\"\(top + 15)\" font-size=\"10\" text-anchor=\"middle\" fill=\"#6b7280\">\(t)</text>\n"
            t += step
        }
        let unit = figure.unit ?? "time → ticks"
        out += "<text x=\"\(lineEnd + 10)\" y=\"\(top + 30)\" font-size=\"10\" text-anchor=\"end\" fill=\"#6b7280\">\(Escaping.xml(unit))</text>\n"
        out += "</g>\n"
        return out
    }
}
