import TextKit
import LessonHost
import LessonKit
import Marbles
import RxCore
import RxTestCore

/// An operator's picture, computed: every row is what really happened on the virtual clock.
public struct GalleryPicture {
    public struct Row {
        public let label: String
        /// Times relative to the result's subscription (tick 200 of the run).
        public let diagram: MarbleDiagram
        public let role: MarbleSVGFigure.Role
    }

    public let example: GalleryExample
    /// The diagrams the sources were made from.
    public let diagrams: [String]
    /// The arguments used (defaults filled in).
    public let arguments: [String]
    /// Sources (one row per subscription), the result, later subscribers, inner streams.
    public let rows: [Row]
    /// What the chain produced, at absolute ticks (subscribed at ``GalleryRunner/subscribed``).
    public let result: [MarbleEvent]
    /// The tick (relative) where the picture was cut because the result goes on; nil if it ended.
    public let cut: Int?
    /// Things the picture leaves out, in sentences.
    public let notes: [String]

    /// `take(2)`
    public var call: String { example.callText(arguments) }
    /// `source.take(2)`
    public var code: String { example.codeText(arguments, sourceCount: diagrams.count) }

    /// The tick drawn at column 0: 0, or earlier when a hot source's diagram begins before its `^`.
    public let origin: Int
}

/// Runs a ``GalleryExample`` on a fresh `TestScheduler`: each diagram becomes a source (a
/// diagram with `^` a hot observable, `^` at the subscription tick; without one a cold
/// observable that starts over at every subscription), the chain is created at 100 and
/// subscribed at 200, and every subscription of every source is recorded.
public enum GalleryRunner {
    public static let created = TestScheduler.Defaults.created
    public static let subscribed = TestScheduler.Defaults.subscribed
    /// The longest a result may run before the picture is cut, in ticks.
    static let cap = 1000
    /// Rows drawn per source at most (a flatMap over many values subscribes many inners).
    static let maximumSubscriptionRows = 12

    /// The example with its own diagrams and default arguments.
    public static func run(_ example: GalleryExample) throws(MarbleSyntaxError) -> GalleryPicture {
        let parsed = try example.diagrams.map { (text) throws(MarbleSyntaxError) -> ParsedMarbles in try MarbleParser.parseDetailed(text, syntax: syntax) }
        return run(example, sources: parsed, diagrams: example.diagrams, arguments: example.parameters.map(\.example))
    }

    /// How diagrams are read: document style, one tick per column, the course's tick.
    public static let syntax = MarbleSyntax(style: .document, frame: 1, resolution: Tick.seconds)

    /// Runs already-checked sources and arguments (see ``PlayRequest``).
    public static func run(_ example: GalleryExample, sources parsed: [ParsedMarbles], diagrams: [String], arguments: [String]) -> GalleryPicture {
        var arguments = arguments
        for (index, parameter) in example.parameters.enumerated() where index >= arguments.count {
            arguments.append(parameter.example)
        }
        let first = Session(example: example, parsed: parsed, arguments: arguments, disposeAt: subscribed + cap)
        if first.result.contains(where: \.isTerminal) {
            return first.picture(diagrams: diagrams, cut: nil)
        }
        let sourceEnd = parsed.map(\.end).max() ?? 0
        let last = first.lastActivity - subscribed
        let horizon: Int
        if last > cap - 100 {
            horizon = max(example.horizon ?? 24, sourceEnd)
        } else {
            horizon = max(last + 2, sourceEnd)
        }
        let second = Session(example: example, parsed: parsed, arguments: arguments, disposeAt: subscribed + horizon)
        return second.picture(diagrams: diagrams, cut: horizon)
    }

    /// One run of the chain on its own clock (a ``VirtualRun``): every subscription to a
    /// source, the result, a later subscriber and an inner stream is a named row of its record.
    final class Session {
        let example: GalleryExample
        let parsed: [ParsedMarbles]
        let arguments: [String]
        let disposeAt: Int
        let record: RunRecord
        /// Labels and record names of the rows the chain drew itself, in the order made.
        let later: [(label: String, stream: String)]
        let extraRows: [(label: String, stream: String)]

        init(example: GalleryExample, parsed: [ParsedMarbles], arguments: [String], disposeAt: Int) {
            self.example = example
            self.parsed = parsed
            self.arguments = arguments
            self.disposeAt = disposeAt
            var run = VirtualRun(tickLimit: disposeAt + GalleryRunner.cap)
            run.traced = false
            var later: [(label: String, stream: String)] = []
            var made: GalleryInputs?
            record = run.run { play in
                let scheduler = play.scheduler
                var sources: [Observable<String>] = []
                for (index, diagram) in parsed.enumerated() {
                    let hot = diagram.diagram.subscription != nil
                    let offset = hot ? GalleryRunner.subscribed : 0
                    let script = diagram.diagram.events.map { event -> Recorded<Event<String>> in
                        switch event.kind {
                        case .next: return .next(event.time + offset, event.value ?? "")
                        case .completed: return .completed(event.time + offset)
                        case .error: return .error(event.time + offset, DiagramError())
                        }
                    }
                    let testable = hot ? scheduler.createHotObservable(script) : scheduler.createColdObservable(script)
                    sources.append(play.probe(Self.source(index), testable))
                }
                let inputs = GalleryInputs(play: play, sources: sources, arguments: arguments)
                made = inputs
                var chain: Observable<String>?
                var subscription: Disposable?
                // As TestScheduler.start orders them: created, subscribed, disposed.
                play.at(GalleryRunner.created) {
                    chain = example.chain(inputs)
                    for (number, (label, stream, tick)) in inputs.laterSubscriptions.enumerated() {
                        let name = "later \(number)"
                        later.append((label, name))
                        var subscriber: Disposable?
                        play.at(GalleryRunner.subscribed + tick) { subscriber = play.probe(name, stream).subscribe { _ in } }
                        play.at(disposeAt) { subscriber?.dispose() }
                    }
                    play.at(disposeAt) { play.disposeRecordings() }
                }
                play.at(GalleryRunner.subscribed) { subscription = chain.map { play.probe(Self.result, $0).subscribe { _ in } } }
                play.at(disposeAt) { subscription?.dispose() }
            }
            self.later = later
            extraRows = made?.extraRows ?? []
        }

        static let result = "result"
        static func source(_ index: Int) -> String { "source \(index)" }

        /// What the chain emitted (nothing when it was never subscribed).
        var result: [MarbleEvent] { record.row(named: Self.result)?.events ?? [] }

        /// Every subscription to source `index`, in the order made; empty when none was.
        func subscriptions(of index: Int) -> [TracedRow] {
            let name = Self.source(index)
            return record.named.filter { $0.operatorName == name || $0.operatorName.hasPrefix(name + " #") }
        }

        /// The latest tick at which anything was delivered.
        var lastActivity: Int {
            record.named.flatMap { $0.events.map(\.time) }.max() ?? GalleryRunner.subscribed
        }

        func picture(diagrams: [String], cut: Int?) -> GalleryPicture {
            let zero = GalleryRunner.subscribed
            var rows: [GalleryPicture.Row] = []
            var notes: [String] = []
            let names = example.sourceNames(count: parsed.count)
            for index in parsed.indices {
                let name = names[index]
                let subscriptions = subscriptions(of: index)
                if parsed[index].diagram.subscription != nil {
                    var diagram = parsed[index].diagram
                    if let first = subscriptions.first {
                        diagram.subscription = first.subscribed - zero
                        diagram.unsubscription = unsubscription(first)
                        diagram.goesOn = diagram.terminal == nil && (first.disposed == nil || first.disposed == disposeAt)
                    } else {
                        diagram.subscription = nil
                    }
                    rows.append(.init(label: subscriptions.isEmpty ? name + " (not subscribed)" : name, diagram: diagram,
                                      role: subscriptions.isEmpty ? .inner : .source))
                    for (number, record) in subscriptions.enumerated().dropFirst().prefix(Self.rowLimit) {
                        rows.append(.init(label: "\(name)#\(number + 1)", diagram: diagramOf(record, showStart: true), role: .inner))
                    }
                } else if subscriptions.isEmpty {
                    rows.append(.init(label: name + " (not subscribed)", diagram: parsed[index].diagram, role: .inner))
                } else {
                    for (number, record) in subscriptions.enumerated().prefix(Self.rowLimit) {
                        let label = subscriptions.count == 1 ? name : "\(name)#\(number + 1)"
                        rows.append(.init(label: label, diagram: diagramOf(record, showStart: record.subscribed != zero),
                                          role: subscriptions.count == 1 ? .source : .inner))
                    }
                }
                if subscriptions.count > Self.rowLimit {
                    notes.append("\(name) was subscribed \(subscriptions.count) times; the first \(Self.rowLimit) are drawn.")
                }
            }
            var resultDiagram = MarbleDiagram(events: result).shifted(by: -zero)
            resultDiagram.goesOn = resultDiagram.terminal == nil
            rows.append(.init(label: example.callText(arguments), diagram: resultDiagram, role: .result))
            for (label, name) in later {
                rows.append(.init(label: label, diagram: diagramOf(record.row(named: name), showStart: true), role: .result))
            }
            for (label, name) in extraRows.prefix(Self.rowLimit) {
                let recorded = record.row(named: name)
                rows.append(.init(label: label, diagram: diagramOf(recorded, showStart: recorded?.subscribed != zero), role: .inner))
            }
            if extraRows.count > Self.rowLimit {
                notes.append("\(extraRows.count) inner streams; the first \(Self.rowLimit) are drawn.")
            }
            let earliest = rows.flatMap { row in row.diagram.events.map(\.time) + [row.diagram.subscription].compactMap { $0 } }
            let origin = min(0, (earliest + parsed.map(\.start)).min() ?? 0)
            return GalleryPicture(example: example, diagrams: diagrams, arguments: arguments, rows: rows,
                                  result: result, cut: cut, notes: notes, origin: origin)
        }

        static var rowLimit: Int { GalleryRunner.maximumSubscriptionRows }

        /// `!` only for a subscription that was ended early (not by a terminal event, not by the cut).
        private func unsubscription(_ record: TracedRow) -> Int? {
            guard let end = record.disposed, end != disposeAt, !record.events.contains(where: \.isTerminal) else { return nil }
            return end - GalleryRunner.subscribed
        }

        /// A row never subscribed (`record` nil) is drawn empty, going on.
        private func diagramOf(_ record: TracedRow?, showStart: Bool) -> MarbleDiagram {
            let zero = GalleryRunner.subscribed
            var diagram = MarbleDiagram(events: record?.events ?? []).shifted(by: -zero)
            if showStart { diagram.subscription = record.map { $0.subscribed - zero } }
            diagram.unsubscription = record.flatMap(unsubscription)
            diagram.goesOn = diagram.terminal == nil && diagram.unsubscription == nil
            return diagram
        }
    }
}
