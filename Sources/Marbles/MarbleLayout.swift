/// Lays one or more diagrams on one time axis: picks origin, frame and style, then writes
/// each row into a byte buffer. Shared by ``MarbleRenderer``, ``MarbleFigure`` and
/// ``MarbleDiff``. O(n) in events plus columns (the frame search adds O(√gcd) at most).
struct MarbleLayout {
    /// Everything drawn at one tick of one row: events, and maybe `^` / `!`.
    struct Cell {
        var time: Int
        var first: Int
        var count: Int
        var subscription = false
        var unsubscription = false

        var isMarkerOnly: Bool { count == 0 }
    }

    struct Row {
        let diagram: MarbleDiagram
        var cells: [Cell] = []
        /// The cell a document-style `X` must be in to read as the last token: the last
        /// cell holding events or `^`; nil when the row goes on (`>` follows it).
        var lastSignificantCell: Int?
        /// RxJS style: the tick of a `^` that cannot stand in its own column (see
        /// `caretApart(_:end:)`). RxJS places time 0 by the index of `^` in the text, so it
        /// is drawn in a free column before, with as many characters that take no time (but
        /// count in the index) as it stands early.
        var caretApart: Int?
    }

    struct Result {
        var texts: [String]
        var style: MarbleStyle
        var frame: Int
        var origin: Int
        var legend: [MarbleLegendEntry]
    }

    enum Token {
        case mark(UInt8)
        case value(String)
    }

    let options: MarbleRenderOptions
    /// The rows as document style draws them.
    var rows: [Row] = []
    /// The rows as RxJS style draws them (a `^` may stand apart).
    var rxjsRows: [Row] = []
    var origin = 0
    /// Keys for RxJS style: value → key byte.
    var keys: [String: UInt8] = [:]
    var legend: [MarbleLegendEntry] = []

    static func lay(_ diagrams: [MarbleDiagram], options: MarbleRenderOptions) throws(MarbleRenderError) -> Result {
        var layout = MarbleLayout(options: options)
        return try layout.run(diagrams)
    }

    private init(options: MarbleRenderOptions) {
        self.options = options
    }

    private mutating func run(_ diagrams: [MarbleDiagram]) throws(MarbleRenderError) -> Result {
        if let frame = options.frame, frame < 1 { throw .invalidFrame(frame) }
        rows = try diagrams.map { (diagram) throws(MarbleRenderError) -> Row in try Self.cells(of: diagram, strict: options.strict) }
        rxjsRows = rows.map { Self.caretApart($0, end: options.longestDashRun == nil ? nil : options.end) }
        origin = options.origin ?? defaultOrigin()
        for row in rows {
            if let first = row.cells.first, first.time < origin { throw .beforeOrigin(time: first.time, origin: origin) }
            // Every column is counted in ticks from column 0: that count must fit in an Int.
            if let last = row.cells.last, last.time.subtractingReportingOverflow(origin).overflow { throw .tooFar(time: last.time, origin: origin) }
        }
        if let end = options.end {
            if end < origin { throw .beforeOrigin(time: end, origin: origin) }
            if end.subtractingReportingOverflow(origin).overflow { throw .tooFar(time: end, origin: origin) }
        }

        var divisor = 0
        for row in rows {
            for cell in row.cells { divisor = Self.gcd(divisor, cell.time - origin) }
        }

        // What each style allows. Document style prefers a '-' between two runs of letters
        // and digits, and can fall back on a space (no time) where they touch.
        var documentProblem: String? = nil
        if options.style != .rxjs { documentProblem = documentStyleProblem() }
        let documentSpaced = options.style != .rxjs && documentProblem == nil ? spacingBound(style: .document, runsTouch: false) : nil
        // Touching runs only matter where the '-' between them does not fit.
        var documentTight = documentSpaced
        if options.longestDashRun != nil, let spaced = documentSpaced, spaced.limit < (options.frame ?? 1) {
            documentTight = spacingBound(style: .document, runsTouch: true)
        }
        var keyProblem: MarbleRenderError? = nil
        if options.style != .document {
            if let problem = rxjsStyleProblem() {
                keyProblem = .notRxJSStyle(problem)
            } else {
                do throws(MarbleRenderError) { try assignKeys() } catch { keyProblem = error }
            }
        }
        // RxJS widths do not depend on the keys, so this also says whether keys were the only problem.
        let rxjsSpacing = options.style != .document ? spacingBound(style: .rxjs, runsTouch: true) : nil
        let rxjsBound = keyProblem == nil ? rxjsSpacing : nil

        let style: MarbleStyle
        let frame: Int
        if let fixed = options.frame {
            for row in rows {
                for cell in row.cells where (cell.time - origin) % fixed != 0 {
                    throw .offFrame(time: cell.time, frame: fixed)
                }
            }
            if let bound = documentTight, bound.limit >= fixed {
                style = .document
            } else if rxjsBound != nil {
                if let problem = rxjsProblem(frame: fixed) { throw problem }
                style = .rxjs
            } else {
                throw failure(documentProblem: documentProblem, keyProblem: keyProblem, keysOnly: rxjsSpacing != nil && rxjsProblem(frame: fixed) == nil,
                              tightest: documentTight ?? rxjsSpacing, frame: fixed)
            }
            frame = fixed
        } else {
            let documentBound = (documentSpaced?.limit ?? 0) >= 1 ? documentSpaced : documentTight
            let documentFrame = documentBound.flatMap { $0.limit >= 1 ? Self.largestDivisor(of: divisor, atMost: $0.limit) : nil }
            let rxjsFrame = rxjsBound.flatMap { $0.limit >= 1 ? Self.largestDivisor(of: divisor, atMost: $0.limit) : nil }
            if let documentFrame, documentFrame >= (rxjsFrame ?? 0) {
                style = .document
                frame = documentFrame
            } else if let rxjsFrame, rxjsProblem(frame: rxjsFrame) == nil {
                style = .rxjs
                frame = rxjsFrame
            } else if let documentFrame {
                style = .document
                frame = documentFrame
            } else if let rxjsFrame, let problem = rxjsProblem(frame: rxjsFrame) {
                throw problem
            } else {
                throw failure(documentProblem: documentProblem, keyProblem: keyProblem, keysOnly: (rxjsSpacing?.limit ?? 0) >= 1,
                              tightest: rxjsSpacing ?? documentTight, frame: nil)
            }
        }
        return try finish(style: style, frame: frame)
    }

    private func finish(style: MarbleStyle, frame: Int) throws(MarbleRenderError) -> Result {
        var texts: [String] = []
        texts.reserveCapacity(rows.count)
        for index in rows.indices {
            texts.append(try write(row: index, style: style, frame: frame))
        }
        return Result(texts: texts, style: style, frame: frame, origin: origin, legend: style == .rxjs ? legend : [])
    }

    /// The most useful reason nothing fits: document style was required and is impossible;
    /// keys ran out where RxJS spacing would have fitted; or something is too close.
    private func failure(documentProblem: String?, keyProblem: MarbleRenderError?, keysOnly: Bool, tightest: (limit: Int, time: Int)?, frame: Int?) -> MarbleRenderError {
        if options.style == .document, let documentProblem { return .notDocumentStyle(documentProblem) }
        if let keyProblem, keysOnly { return keyProblem }
        if let tightest { return .tooClose(time: tightest.time, frame: frame) }
        return keyProblem ?? .notDocumentStyle(documentProblem ?? "")
    }

    func defaultOrigin() -> Int {
        var result: Int? = nil
        for row in rows {
            guard let first = row.cells.first?.time else { continue }
            let rowOrigin = row.diagram.subscription != nil ? first : min(0, first)
            result = min(result ?? rowOrigin, rowOrigin)
        }
        return result ?? 0
    }

    // MARK: styles

    /// Why document style cannot draw these rows, or nil if it can.
    func documentStyleProblem() -> String? {
        for row in rows {
            if let subscription = row.diagram.subscription, let unsubscription = row.diagram.unsubscription, unsubscription < subscription {
                return "'!' at tick \(unsubscription) would come before '^' at tick \(subscription)"
            }
            for event in row.diagram.events where event.kind == .next {
                let value = event.value ?? ""
                if value.isEmpty || !value.utf8.allSatisfy(MarbleByte.isAlphanumeric) {
                    return "'\(value)' is not a run of letters and digits"
                }
            }
            if options.longestDashRun == nil, let last = row.lastSignificantCell, isFinalValueX(row: row, cell: last) {
                return "a final value 'X' would read as an error"
            }
        }
        return nil
    }

    /// Why RxJS style cannot draw these rows, or nil if it can: a group left of `^` (at a
    /// negative frame) does not hold its events together in RxJS.
    func rxjsStyleProblem() -> String? {
        for row in rxjsRows {
            for cell in row.cells where isGroup(cell) {
                if let subscription = row.diagram.subscription, cell.time < subscription {
                    return "events together at tick \(cell.time), before the subscription, cannot be grouped"
                }
            }
        }
        return nil
    }

    mutating func assignKeys() throws(MarbleRenderError) {
        var taken = Set<UInt8>()
        for row in rows {
            for event in row.diagram.events where event.kind == .next {
                if let byte = Self.selfKey(event.value) { taken.insert(byte) }
            }
        }
        var pool: [UInt8] = []
        for range in [UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9")] {
            for byte in range where !taken.contains(byte) { pool.append(byte) }
        }
        var nextKey = 0
        var distinct = 0
        for row in rows {
            for event in row.diagram.events where event.kind == .next {
                let value = event.value ?? ""
                if keys[value] != nil { continue }
                distinct += 1
                if let byte = Self.selfKey(value) {
                    keys[value] = byte
                    continue
                }
                guard nextKey < pool.count else { throw .tooManyValues(distinct) }
                keys[value] = pool[nextKey]
                legend.append(MarbleLegendEntry(key: Character(Unicode.Scalar(pool[nextKey])), value: value))
                nextKey += 1
            }
        }
    }

    static func selfKey(_ value: String?) -> UInt8? {
        guard let value, value.utf8.count == 1, let byte = value.utf8.first, MarbleByte.isAlphanumeric(byte) else { return nil }
        return byte
    }

    /// The largest frame at which no cell overlaps the next, and the tick where that limit
    /// bites: cell i needs `columns` before cell i+1, i.e. frame ≤ Δt / columns.
    /// `runsTouch`: two runs of letters and digits may stand side by side, a space apart.
    func spacingBound(style: MarbleStyle, runsTouch: Bool) -> (limit: Int, time: Int) {
        var limit = Int.max
        var time = 0
        for row in style == .rxjs ? rxjsRows : rows {
            for index in row.cells.indices.dropFirst() {
                let need = columnsBefore(row: row, cell: index, style: style, runsTouch: runsTouch)
                let gap = row.cells[index].time - row.cells[index - 1].time
                if gap / need < limit {
                    limit = gap / need
                    time = row.cells[index].time
                }
            }
        }
        return (limit, time)
    }

    // MARK: arithmetic

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var x = a.magnitude
        var y = b.magnitude
        while y != 0 { (x, y) = (y, x % y) }
        return x > UInt(Int.max) ? Int.max : Int(x)
    }

    /// The largest divisor of `value` that is at most `limit` (1 if only 1 is; any frame
    /// up to `limit` if `value` is 0, i.e. everything is at column 0 — then 1).
    /// O(min(√value, value / limit)), capped.
    static func largestDivisor(of value: Int, atMost limit: Int) -> Int {
        if value == 0 { return 1 }
        if value <= limit { return value }
        var best = 1
        var i = 1
        var steps = 0
        while i <= value / i && steps < 20_000_000 {
            if value % i == 0 {
                let pair = value / i
                if pair <= limit { return max(best, pair) }
                if i <= limit { best = i }
            }
            i += 1
            steps += 1
        }
        return best
    }
}
