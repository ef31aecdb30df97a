import Foundation
@_exported import TextKit
import RxCore
import RxTestCore
import Marbles

/// The world a demo or an exercise runs in: a virtual clock, a captured `print`, and probes
/// whose subscriptions are named rows of the run's trace, for marble diagrams. Everything real-time in the documents
/// (`Thread.sleep`, timers, network) happens here on virtual time, so every run is the same.
public final class Playground {
    /// One printed line, stamped with the virtual time it was printed at.
    public struct Line: Sendable, Hashable, Codable {
        public let time: Int
        public let text: String

        public init(time: Int, text: String) {
            self.time = time
            self.text = text
        }
    }

    public let scheduler: TestScheduler
    public private(set) var lines: [Line] = []
    /// Held while a line or a named row's event is noted: a chain on real queues may print
    /// and emit from two threads at once.
    private let noting = NSLock()
    /// What `probe`/`record` saw: one row per subscription, in the order subscribed.
    public private(set) var named: [TracedRow] = []
    /// Set when the clock was stopped because work kept coming (an interval never disposed).
    public private(set) var stoppedAt: Int?
    /// Upper bound on virtual time for `finish()`.
    public let tickLimit: Int

    /// `package`, as `probe` and `record` are: only the course makes playgrounds and names
    /// what they record (a learner's file once labelled a side chain `result` and the grader
    /// took it for the harness's).
    package init(tickLimit: Int = 100_000) {
        self.tickLimit = tickLimit
        scheduler = TestScheduler(initialClock: 0, resolution: Tick.seconds)
    }

    /// The reader's language. A demo's own narration ("leaving the scope at tick 10") is
    /// printed in it with `say`; values, and lines that stand for what a library prints, are not.
    public var language: Language = .en

    /// A line of the demo's own narration, in the reader's language.
    public func say(zh: String, en: String) {
        print(language == .zh ? zh : en)
    }

    /// The virtual time now, in ticks.
    public var now: Int { scheduler.clock }

    /// Captures a line, like Swift's `print`.
    public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
        let text = items.map { "\($0)" }.joined(separator: separator)
        append(text + (terminator == "\n" ? "" : terminator))
    }

    public func append(_ text: String) {
        noting.lock(); defer { noting.unlock() }
        for part in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Line(time: scheduler.clock, text: String(part))
            lines.append(line)
            witness?(.printed(line))
        }
    }

    /// Told of every line and recorded event the moment it happens (the grader's child
    /// streams them to its parent as wire lines, so a run that crashes still leaves what it did).
    /// `package`: a learner's file given `play` must not report happenings of its own.
    package var witness: ((Happening) -> Void)?

    /// What a witness is told: a printed line, or what a probe saw (a named row is opened, by
    /// its place in ``named``, then gets events and its disposal). LessonHost's wire sends
    /// them as they are (`RunRecord.Wire.happened`).
    package enum Happening: Equatable {
        case printed(Line)
        case subscribed(TracedRow)
        case event(row: Int, MarbleEvent)
        case disposed(row: Int, time: Int)
    }

    /// Lets virtual time pass, running everything due: `Thread.sleep` on the virtual clock.
    public func sleep(_ seconds: Double) {
        let ticks = Int(seconds / Tick.seconds + 0.5)
        scheduler.advanceTo(scheduler.clock + ticks)
    }

    /// Runs `action` at an absolute virtual time.
    public func at(_ time: Int, _ action: @escaping () -> Void) {
        scheduler.scheduleAt(time, action: action)
    }

    /// A hot observable of a diagram's values (document style, one column a tick, column 0 =
    /// tick 0): how a harness turns a scenario's input into a sequence.
    public func hot(_ diagram: String, file: StaticString = #fileID, line: UInt = #line) -> Observable<String> {
        scheduler.createHotObservable(diagram, subscribed: 0, fileID: file, line: line).asObservable()
    }

    /// A cold observable of a diagram's values: each subscription plays it from its own tick.
    public func cold(_ diagram: String, file: StaticString = #fileID, line: UInt = #line) -> Observable<String> {
        scheduler.createColdObservable(diagram, fileID: file, line: line).asObservable()
    }

    /// Runs the clock until nothing is left to do, or stops it at `tickLimit` and says so.
    /// With `announcing`, tick by tick where work is due, told each tick before it runs (the
    /// same work in the same order).
    public func finish(announcing announce: ((Int) -> Void)? = nil) {
        if let announce {
            while let due = scheduler.nextDueTime, due <= tickLimit {
                announce(due)
                scheduler.advanceTo(due)
            }
        }
        scheduler.advanceTo(max(scheduler.clock, tickLimit))
        if scheduler.hasPendingWork { stoppedAt = scheduler.clock }
    }

    /// Records what passes through this point of a chain (events, subscription, disposal)
    /// under `name`, without changing it. Each subscription is a named row of its own (one
    /// row of the diagram): the first is `name`, a second one `name #2`, and so on. While a
    /// trace records, the probe is also a labelled point of the traced chain, so a drawing
    /// names the operator row it sits on.
    package func probe<Source: ObservableConvertibleType>(
        _ name: String, _ source: Source, file: String = #fileID, line: Int = #line
    ) -> Observable<Source.Element> {
        var subscriptions = 0
        let upstream = source.asObservable()
        // Weak: a subscription may outlive the playground (a grader disposes it afterwards).
        return Observable.create { [weak self] observer in
            subscriptions += 1
            let name = subscriptions == 1 ? name : "\(name) #\(subscriptions)"
            let row = self?.open(TracedRow(named: name, fileID: file, line: line, subscribed: self?.now ?? 0))
            let recorder = AnyObserver<Source.Element> { [weak self] event in
                if let self, let row { self.note(event, inRow: row) }
                observer.on(event)
            }
            let subscription = Trace.subscribe(label: name, fileID: file, line: line, observer: recorder) { upstream.subscribe($0) }
            return Disposables.create { [weak self] in
                if let self, let row { self.noteDisposal(ofRow: row) }
                subscription.dispose()
            }
        }
    }

    /// Adds a named row; returns its place in ``named``.
    private func open(_ row: TracedRow) -> Int {
        noting.lock(); defer { noting.unlock() }
        named.append(row)
        witness?(.subscribed(row))
        return named.count - 1
    }

    private func note<Element>(_ event: Event<Element>, inRow row: Int) {
        noting.lock(); defer { noting.unlock() }
        let entry = event.recorded(at: now)
        named[row].record(entry)
        witness?(.event(row: row, entry))
    }

    private func noteDisposal(ofRow row: Int) {
        noting.lock(); defer { noting.unlock() }
        if named[row].noteDisposal(at: now) { witness?(.disposed(row: row, time: now)) }
    }

    /// Subscribes to `source` now and records it under `name`; returns the subscription.
    @discardableResult
    package func record<Source: ObservableConvertibleType>(
        _ name: String, _ source: Source, file: String = #fileID, line: Int = #line
    ) -> Disposable {
        let subscription = probe(name, source, file: file, line: line).subscribe { _ in }
        recordings.append(subscription)
        return subscription
    }

    /// Subscriptions made by `record`, so the grader can end them once it has read the
    /// streams: a recording that is still open is the grader's, not a leak of the learner's.
    private var recordings: [Disposable] = []

    /// Disposes every subscription `record` made (the recorded streams are left as they are).
    public func disposeRecordings() {
        let open = recordings
        recordings = []
        for subscription in open { subscription.dispose() }
    }

    /// The first row recorded under `name`, if any.
    public func row(named name: String) -> TracedRow? {
        named.first { $0.operatorName == name }
    }

    /// Printed lines as text (times dropped), the way the document shows them.
    public var output: String {
        lines.map(\.text).joined(separator: "\n")
    }
}

extension Event {
    /// The event as a row records it at `time`: a value or an error by its description.
    func recorded(at time: Int) -> MarbleEvent {
        switch self {
        case .next(let value): return .next(time, StableDescription.of(value))
        case .error(let error): return .error(time, "\(error)")
        case .completed: return .completed(time)
        }
    }
}
