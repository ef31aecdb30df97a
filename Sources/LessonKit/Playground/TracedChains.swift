import Foundation
import Marbles
import RxCore
import RxTestCore

/// One subscription to one operator, as a trace recorded it, ready to draw as a marble row.
public struct TracedRow: Sendable, Hashable {
    public var operatorName: String
    public var file: String
    /// The module of the code that applied the operator (`#fileID`'s first part, which no
    /// `#sourceLocation` changes): the grader's operator rules read the learner's rows by it.
    public var module: String
    public var line: Int
    /// 0 for the chain itself; 1 for an inner observable of an operator, and so on.
    public var depth: Int
    public var subscribed: Int
    public var disposed: Int?
    public var events: [MarbleEvent]
    /// The names a person gave this point of the chain (`play.probe("first", ...)`).
    public var names: [String]
    /// The index in its chain of the row that subscribed this one (its consumer): an
    /// operator's sources and inner observables point at it. Nil at the end of the chain.
    public var parent: Int?
    /// A name a person gave a point of the chain (a probe) that stands as a row of its own,
    /// its source not traced: `operatorName` is that name, not an operator's.
    public var isProbe: Bool

    public init(operatorName: String, file: String, module: String = "", line: Int, depth: Int = 0, subscribed: Int, disposed: Int?,
                events: [MarbleEvent], names: [String] = [], parent: Int? = nil, isProbe: Bool = false) {
        self.operatorName = operatorName
        self.file = file
        self.module = module
        self.line = line
        self.depth = depth
        self.subscribed = subscribed
        self.disposed = disposed
        self.events = events
        self.names = names
        self.parent = parent
        self.isProbe = isProbe
    }

    /// `filter  Main.swift:7`, `first: interval  MyInterval.swift:10` (a name that only
    /// repeats the operator's is left out), indented under its operator when inner.
    public var label: String {
        let shown = names.filter { $0 != operatorName }
        return String(repeating: "  ", count: depth) + (depth > 0 ? "↳ " : "")
            + (shown.isEmpty ? "" : shown.joined(separator: ", ") + ": ") + "\(operatorName)  \(file):\(line)"
    }

    public var terminated: Bool { events.last?.isTerminal ?? false }

    /// The row as a diagram whose column 0 is tick `origin`, with `^` where it was subscribed
    /// after the origin.
    public func diagram(origin: Int) -> MarbleDiagram {
        MarbleDiagram(
            events: events.map { MarbleEvent(time: $0.time - origin, kind: $0.kind, value: $0.value) },
            subscription: subscribed > origin ? subscribed - origin : nil,
            unsubscription: terminated ? nil : disposed.map { $0 - origin },
            goesOn: !terminated && disposed == nil)
    }
}

/// Every chain a trace recorded, each in dataflow order: an operator after its upstream, the
/// inner observables it subscribed right under it. A probe is not a row of its own: its
/// name goes on the operator row it sits on (or it stands alone where nothing under it was
/// traced).
public struct TracedChains: Sendable, Hashable {
    public var chains: [[TracedRow]]
    /// Set when the clock was stopped at its limit with work still pending.
    public var stoppedAt: Int?

    public init(chains: [[TracedRow]] = [], stoppedAt: Int? = nil) {
        self.chains = chains
        self.stoppedAt = stoppedAt
    }

    /// `keeping`: only the chains with a row applied in a module it accepts (the learner's) or
    /// by code not known (a site taken from its consumer).
    public init(_ trace: Trace, stoppedAt: Int?, keeping isKept: ((Substring) -> Bool)? = nil) {
        let kept = trace.chains.filter { chain in
            guard let isKept else { return true }
            return Self.contains(chain) { $0.siteInherited || isKept($0.fileID.prefix { $0 != "/" }) }
        }
        self.init(chains: kept.map { chain in
            var rows: [TracedRow] = []
            Self.append(chain, depth: 0, names: [], into: &rows)
            return rows
        }, stoppedAt: stoppedAt)
    }

    /// The chains up to `tick`: later events and rows left out, and a row still subscribed
    /// then drawn as going on.
    public func cut(after tick: Int) -> TracedChains {
        let chains = self.chains.map { rows -> [TracedRow] in
            let kept = rows.indices.filter { rows[$0].subscribed <= tick }
            let newIndex = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($0.element, $0.offset) })
            return kept.map { index -> TracedRow in
                var row = rows[index]
                row.events = row.events.filter { $0.time <= tick }
                if let disposed = row.disposed, disposed > tick, !row.terminated { row.disposed = nil }
                row.parent = row.parent.flatMap { newIndex[$0] }
                return row
            }
        }
        return TracedChains(chains: chains.filter { !$0.isEmpty }, stoppedAt: stoppedAt)
    }

    /// Where a drawing of work that never ends should stop: after its first few moments.
    public func openingStretch(moments: Int = 8) -> Int {
        let ticks = Set(chains.joined().flatMap { $0.events.map(\.time) }).sorted()
        return ticks.isEmpty ? 0 : ticks[min(moments, ticks.count) - 1]
    }

    private static func contains(_ row: Trace.Row, where test: (Trace.Row) -> Bool) -> Bool {
        test(row) || row.children.contains { contains($0, where: test) }
    }

    /// Appends `row`'s part of the chain in dataflow order (its sources, itself, its inner
    /// observables one level deeper) and returns the index of its own row.
    @discardableResult
    private static func append(_ row: Trace.Row, depth: Int, names: [String], into rows: inout [TracedRow]) -> Int {
        // A probe names the operator row under it when it passes on exactly what that row
        // emitted; otherwise (its source was not traced) it stays a row of its own.
        if row.isLabel, row.upstream.count == 1, row.inner.isEmpty,
           row.upstream[0].events == row.events, row.upstream[0].subscribed == row.subscribed {
            return append(row.upstream[0], depth: depth, names: names + [row.name], into: &rows)
        }
        let sources = row.upstream.map { append($0, depth: depth, names: [], into: &rows) }
        let index = rows.count
        rows.append(TracedRow(
            // A site taken from the consumer names who subscribed, not who applied the operator,
            // and a file with no module was written by hand: no module, which the operator
            // rules count as the learner's.
            operatorName: row.name, file: row.fileName, module: row.siteInherited ? "" : Trace.module(of: row.fileID) ?? "", line: row.line, depth: depth,
            subscribed: row.subscribed, disposed: row.disposed,
            events: row.events.map { MarbleEvent(time: $0.time, kind: MarbleEventKind(rawValue: $0.kind.rawValue) ?? .next, value: $0.value) },
            names: row.isLabel ? names + [row.name] : names, isProbe: row.isLabel))
        let inner = row.inner.map { append($0, depth: depth + 1, names: [], into: &rows) }
        for child in sources + inner { rows[child].parent = index }
        return index
    }
}

extension Trace {
    /// Starts tracing on `scheduler`'s clock, with the lesson kit's own plumbing (probes'
    /// wrappers, the harness) and the `#fileID`s of a lesson's stand-ins left out of the rows.
    package static func start(on scheduler: TestScheduler, leavingOut standIns: Set<String> = []) -> Trace {
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        trace.internalModules.insert("LessonKit")
        trace.internalFiles = standIns
        return trace
    }
}

// The form a child process sends (LessonHost's `RunRecord.Wire`) and the playground's JSON reads:
// `{"stoppedAt": n | null, "chains": [[{"operator", "file", "line", "depth", "subscribed",
// "disposed", "names", "parent", "events": [{"time", "kind", "value"}]}]]}`.
extension TracedChains: Codable {
    private enum CodingKeys: String, CodingKey { case chains, stoppedAt }

    /// Read from a child process, whose program is untrusted: chains past what any honest run
    /// records (rows, events, nesting) or rows that point nowhere are refused, not drawn.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let chains = try container.decode([[TracedRow]].self, forKey: .chains)
        let rows = chains.joined()
        guard rows.count <= 4_000, rows.reduce(0, { $0 + $1.events.count }) <= 100_000,
              chains.allSatisfy({ chain in chain.allSatisfy { row in row.parent.map(chain.indices.contains) ?? true } })
        else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "a trace no run records")) }
        self.init(chains: chains, stoppedAt: try container.decodeIfPresent(Int.self, forKey: .stoppedAt))
    }
}

extension TracedRow: Codable {
    private enum CodingKeys: String, CodingKey {
        case operatorName = "operator", file, module, line, depth, subscribed, disposed, names, parent, events, isProbe = "probe"
    }

    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        operatorName = try container.decode(String.self, forKey: .operatorName)
        file = try container.decode(String.self, forKey: .file)
        module = try container.decodeIfPresent(String.self, forKey: .module) ?? ""
        line = try container.decode(Int.self, forKey: .line)
        depth = try container.decodeIfPresent(Int.self, forKey: .depth) ?? 0
        guard (0...64).contains(depth) else {
            throw DecodingError.dataCorruptedError(forKey: .depth, in: container, debugDescription: "no chain nests \(depth) deep")
        }
        subscribed = try container.decode(Int.self, forKey: .subscribed)
        disposed = try container.decodeIfPresent(Int.self, forKey: .disposed)
        names = try container.decodeIfPresent([String].self, forKey: .names) ?? []
        parent = try container.decodeIfPresent(Int.self, forKey: .parent)
        events = try container.decode([MarbleEvent].self, forKey: .events)
        isProbe = try container.decodeIfPresent(Bool.self, forKey: .isProbe) ?? false
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(operatorName, forKey: .operatorName)
        try container.encode(file, forKey: .file)
        try container.encode(module, forKey: .module)
        try container.encode(line, forKey: .line)
        try container.encode(depth, forKey: .depth)
        try container.encode(subscribed, forKey: .subscribed)
        try container.encode(disposed, forKey: .disposed)
        try container.encode(names, forKey: .names)
        try container.encode(parent, forKey: .parent)
        try container.encode(events, forKey: .events)
        if isProbe { try container.encode(isProbe, forKey: .isProbe) }
    }
}
