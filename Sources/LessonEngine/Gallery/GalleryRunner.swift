import TextKit
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
    public let result: [Recorded<Event<String>>]
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
        if first.result.events.contains(where: { $0.value.isStopEvent }) {
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

    /// One run of the chain on its own clock.
    final class Session {
        let example: GalleryExample
        let parsed: [ParsedMarbles]
        let arguments: [String]
        let disposeAt: Int
        let scheduler = TestScheduler(initialClock: 0, resolution: Tick.seconds)
        var probes: [SourceProbe] = []
        var inputs: GalleryInputs!
        var later: [StreamRecorder] = []
        var result: TestableObserver<String>!

        init(example: GalleryExample, parsed: [ParsedMarbles], arguments: [String], disposeAt: Int) {
            self.example = example
            self.parsed = parsed
            self.arguments = arguments
            self.disposeAt = disposeAt
            let scheduler = self.scheduler
            var sources: [Observable<String>] = []
            for diagram in parsed {
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
                let probe = SourceProbe(hot: hot, script: script)
                probes.append(probe)
                sources.append(probe.instrument(testable, scheduler: scheduler))
            }
            let inputs = GalleryInputs(scheduler: scheduler, sources: sources, arguments: arguments, subscribed: GalleryRunner.subscribed)
            self.inputs = inputs
            result = scheduler.start(created: GalleryRunner.created, subscribed: GalleryRunner.subscribed, disposed: disposeAt) { [unowned self] () -> Observable<String> in
                let chain = example.chain(inputs)
                for (label, stream, tick) in inputs.laterSubscriptions {
                    let recorder = StreamRecorder(label: label, scheduler: scheduler)
                    self.later.append(recorder)
                    scheduler.scheduleAt(GalleryRunner.subscribed + tick) { recorder.subscribe(to: stream) }
                    scheduler.scheduleAt(disposeAt) { recorder.dispose() }
                }
                scheduler.scheduleAt(disposeAt) { for row in inputs.extraRows { row.dispose() } }
                return chain
            }
        }

        /// The latest tick at which anything was delivered.
        var lastActivity: Int {
            let times = result.events.map(\.time)
                + probes.flatMap { $0.subscriptions.flatMap { $0.events.map(\.time) } }
                + (later + inputs.extraRows).flatMap { $0.events.map(\.time) }
            return times.max() ?? GalleryRunner.subscribed
        }

        func picture(diagrams: [String], cut: Int?) -> GalleryPicture {
            let zero = GalleryRunner.subscribed
            var rows: [GalleryPicture.Row] = []
            var notes: [String] = []
            let names = example.sourceNames(count: parsed.count)
            for (index, probe) in probes.enumerated() {
                let name = names[index]
                let subscriptions = probe.subscriptions
                if probe.hot {
                    var diagram = parsed[index].diagram
                    if let first = subscriptions.first {
                        diagram.subscription = first.start.map { $0 - zero }
                        diagram.unsubscription = unsubscription(first)
                        diagram.goesOn = diagram.terminal == nil && (first.end == nil || first.end == disposeAt)
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
                        rows.append(.init(label: label, diagram: diagramOf(record, showStart: record.start != zero),
                                          role: subscriptions.count == 1 ? .source : .inner))
                    }
                }
                if subscriptions.count > Self.rowLimit {
                    notes.append("\(name) was subscribed \(subscriptions.count) times; the first \(Self.rowLimit) are drawn.")
                }
            }
            var resultDiagram = MarbleDiagram(recorded: result.events).shifted(by: -zero)
            resultDiagram.goesOn = resultDiagram.terminal == nil
            rows.append(.init(label: example.callText(arguments), diagram: resultDiagram, role: .result))
            for recorder in later {
                rows.append(.init(label: recorder.label, diagram: diagramOf(recorder, showStart: true), role: .result))
            }
            for recorder in inputs.extraRows.prefix(Self.rowLimit) {
                rows.append(.init(label: recorder.label, diagram: diagramOf(recorder, showStart: recorder.start != zero), role: .inner))
            }
            if inputs.extraRows.count > Self.rowLimit {
                notes.append("\(inputs.extraRows.count) inner streams; the first \(Self.rowLimit) are drawn.")
            }
            let earliest = rows.flatMap { row in row.diagram.events.map(\.time) + [row.diagram.subscription].compactMap { $0 } }
            let origin = min(0, (earliest + parsed.map(\.start)).min() ?? 0)
            return GalleryPicture(example: example, diagrams: diagrams, arguments: arguments, rows: rows,
                                  result: result.events, cut: cut, notes: notes, origin: origin)
        }

        static var rowLimit: Int { GalleryRunner.maximumSubscriptionRows }

        /// `!` only for a subscription that was ended early (not by a terminal event, not by the cut).
        private func unsubscription(_ record: StreamRecorder) -> Int? {
            guard let end = record.end, end != disposeAt, !record.events.contains(where: { $0.value.isStopEvent }) else { return nil }
            return end - GalleryRunner.subscribed
        }

        private func diagramOf(_ record: StreamRecorder, showStart: Bool) -> MarbleDiagram {
            let zero = GalleryRunner.subscribed
            var diagram = MarbleDiagram(recorded: record.events).shifted(by: -zero)
            if showStart { diagram.subscription = record.start.map { $0 - zero } }
            diagram.unsubscription = unsubscription(record)
            diagram.goesOn = diagram.terminal == nil && diagram.unsubscription == nil
            return diagram
        }
    }

    /// A source and the subscriptions it saw.
    final class SourceProbe {
        let hot: Bool
        let script: [Recorded<Event<String>>]
        var subscriptions: [StreamRecorder] = []

        init(hot: Bool, script: [Recorded<Event<String>>]) {
            self.hot = hot
            self.script = script
        }

        /// The source as the chain sees it; every subscription is recorded on the way through.
        func instrument(_ testable: TestableObservable<String>, scheduler: TestScheduler) -> Observable<String> {
            Observable.create { [unowned self, unowned scheduler] observer in
                let record = StreamRecorder(label: "", scheduler: scheduler)
                record.start = scheduler.clock
                self.subscriptions.append(record)
                let inner = testable.subscribe(AnyObserver { event in
                    record.events.append(Recorded(time: scheduler.clock, value: event))
                    observer.on(event)
                })
                return Disposables.create {
                    if record.end == nil { record.end = scheduler.clock }
                    inner.dispose()
                }
            }
        }
    }
}
