import RxCore
import RxTest
import XCTest

/// What a TestableObserver recorded, as the entries of a `Trace` row.
func traceEntries<T>(_ events: [Recorded<Event<T>>]) -> [Trace.Entry] {
    events.map { recorded in
        switch recorded.value {
        case .next(let element): return Trace.Entry(time: recorded.time, kind: .next, value: StableDescription.of(element))
        case .error(let error): return Trace.Entry(time: recorded.time, kind: .error, value: "\(error)")
        case .completed: return Trace.Entry(time: recorded.time, kind: .completed, value: nil)
        }
    }
}

/// A scenario on a fresh virtual clock: it schedules its subscriptions and returns the
/// observers whose recordings count. Run traced, then untraced, and compared.
struct TraceScenario<T> {
    let build: (TestScheduler) -> [TestableObserver<T>]

    /// Runs it with a trace recording; returns the trace and what each observer recorded.
    func traced() -> (trace: Trace, observed: [[Trace.Entry]]) {
        let scheduler = TestScheduler(initialClock: 0)
        let trace = Trace.start(clock: { [unowned scheduler] in scheduler.clock })
        let observers = build(scheduler)
        scheduler.start()
        Trace.stop()
        return (trace, observers.map { traceEntries($0.events) })
    }

    /// What each observer records with nothing traced: the direct recording.
    func direct() -> [[Trace.Entry]] {
        let scheduler = TestScheduler(initialClock: 0)
        let observers = build(scheduler)
        scheduler.start()
        return observers.map { traceEntries($0.events) }
    }

    /// One observer subscribed to `source` at 200 and disposed at 1000, as `start` does.
    static func start(_ source: @escaping (TestScheduler) -> Observable<T>) -> TraceScenario<T> {
        TraceScenario { scheduler in
            let observer = scheduler.createObserver(T.self)
            var subscription: Disposable?
            scheduler.scheduleAt(200) { subscription = source(scheduler).subscribe(observer) }
            scheduler.scheduleAt(1000) { subscription?.dispose() }
            return [observer]
        }
    }
}

extension Trace.Row {
    /// When the row's subscription began and ended, as RxTest writes subscriptions.
    var subscription: Subscription { disposed.map { Subscription(subscribed, $0) } ?? Subscription(subscribed) }
}
