import Foundation
@_exported import TextKit
import RxCore
import RxTestCore
import Marbles

/// The world a demo or an exercise runs in: a virtual clock, a captured `print`, and probes
/// that record streams for marble diagrams. Everything real-time in the documents
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
    private let printing = NSLock()
    public private(set) var streams: [RecordedStream] = []
    /// Set when the clock was stopped because work kept coming (an interval never disposed).
    public private(set) var stoppedAt: Int?
    /// Upper bound on virtual time for `finish()`.
    public let tickLimit: Int

    public init(tickLimit: Int = 100_000) {
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
        // A chain on real queues may print from two threads at once.
        printing.lock(); defer { printing.unlock() }
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

    /// What a witness is told: a printed line, or what a probe saw.
    package enum Happening {
        case printed(Line)
        case subscribed(stream: String, time: Int)
        case event(stream: String, MarbleEvent)
        case disposed(stream: String, time: Int)
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
    /// under `name`, without changing it. Each subscription gets its own stream (one row of
    /// the diagram): the first is `name`, a second one `name #2`, and so on. While a trace
    /// records, the probe is also a labelled point of the traced chain, so a drawing names
    /// the operator row it sits on.
    public func probe<Source: ObservableConvertibleType>(
        _ name: String, _ source: Source, file: String = #fileID, line: Int = #line
    ) -> Observable<Source.Element> {
        let first = RecordedStream(name: name)
        streams.append(first)
        var subscriptions = 0
        let upstream = source.asObservable()
        // Weak: a subscription may outlive the playground (a grader disposes it afterwards).
        let tell: (Happening) -> Void = { [weak self] line in self?.witness?(line) }
        return Observable.create { [weak self, weak scheduler] observer in
            subscriptions += 1
            let stream: RecordedStream
            let name = subscriptions == 1 ? name : "\(name) #\(subscriptions)"
            if subscriptions == 1 {
                stream = first
            } else {
                stream = RecordedStream(name: name)
                self?.insert(stream, after: first)
            }
            let now = { scheduler?.clock ?? stream.lastTime }
            stream.subscribed(at: now())
            tell(.subscribed(stream: name, time: now()))
            let recorder = AnyObserver<Source.Element> { event in
                let entry = event.recorded(at: now())
                stream.record(entry)
                tell(.event(stream: name, entry))
                observer.on(event)
            }
            let subscription = Trace.subscribe(label: name, fileID: file, line: line, observer: recorder) { upstream.subscribe($0) }
            return Disposables.create {
                if stream.disposed(at: now()) { tell(.disposed(stream: name, time: now())) }
                subscription.dispose()
            }
        }
    }

    /// Puts a later subscription's stream after the streams of the same probe.
    private func insert(_ stream: RecordedStream, after first: RecordedStream) {
        guard let start = streams.firstIndex(where: { $0 === first }) else { return streams.append(stream) }
        var index = start + 1
        while index < streams.count, streams[index].name.hasPrefix(first.name + " #") { index += 1 }
        streams.insert(stream, at: index)
    }

    /// Subscribes to `source` now and records it under `name`; returns the subscription.
    @discardableResult
    public func record<Source: ObservableConvertibleType>(
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

    /// The stream recorded under `name`, if any.
    public func stream(named name: String) -> RecordedStream? {
        streams.first { $0.name == name }
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
