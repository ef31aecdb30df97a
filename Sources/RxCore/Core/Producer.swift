/// The one subscription core every built-in operator uses.
///
/// `subscribe` runs the subscription on the current-thread trampoline (so recursive
/// schedules inside it are queued, not nested, exactly as RxSwift does) and wraps it in a
/// disposer that stops forwarding the moment it is disposed.
///
/// Custom operators may subclass it "the performant way": override `run`, build a `Sink`
/// that forwards transformed events, subscribe the sink to the source, return both.
open class Producer<Element>: Observable<Element> {
    public override init() {
        super.init()
    }

    public final override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let observer = AnyObserver(observer)
        if Trace.active != nil { return tracedSubscribe(observer) }
        if !CurrentThreadScheduler.isScheduleRequired {
            return subscribeNow(observer)
        }
        return CurrentThreadScheduler.instance.schedule(()) { _ in
            self.subscribeNow(observer)
        }
    }

    /// The operator's name and call site, for `Trace`; nil for a producer that is no row of
    /// its own (a subclass outside the runtime, or an operator used inside another).
    var traceLabel: (name: String, file: StaticString, line: UInt)? { nil }

    /// `subscribe` while a trace records: the subscription becomes a row when the producer
    /// has a label, under whoever is subscribing now (kept across the trampoline).
    private func tracedSubscribe(_ observer: AnyObserver<Element>) -> Disposable {
        let context = Trace.context
        let start = { [self] () -> Disposable in
            Trace.within(context) {
                guard let trace = Trace.active, let label = traceLabel else { return subscribeNow(observer) }
                return trace.subscribe(name: label.name, fileID: "\(label.file)", line: Int(label.line), observer: observer) {
                    self.subscribeNow($0)
                }
            }
        }
        if !CurrentThreadScheduler.isScheduleRequired { return start() }
        return CurrentThreadScheduler.instance.schedule(()) { _ in start() }
    }

    /// Our closure-based operators override this with a cheaper path; subclasses outside
    /// the runtime go through `run`.
    func subscribeNow(_ observer: AnyObserver<Element>) -> Disposable {
        let disposer = SinkDisposer()
        let pair = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: pair.sink, subscription: pair.subscription)
        return disposer
    }

    /// Starts one subscription: return the sink that forwards to `observer` and the
    /// subscription to the source. Call `cancel.dispose()` to end it early.
    open func run(_ observer: AnyObserver<Element>, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) {
        fatalError("\(type(of: self)) subclasses Producer and must override run(_:cancel:)")
    }
}

/// Forwards events to an observer until it is disposed. Subclass it in a `Producer`.
open class Sink<Element>: Disposable {
    public let observer: AnyObserver<Element>
    private let cancel: Cancelable
    private let disposed = OnceFlag()

    public init(observer: AnyObserver<Element>, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.increment()
    }

    deinit { Resources.decrement() }

    public var isDisposed: Bool { disposed.isRaised }

    /// Delivers `event` unless this sink was disposed.
    public final func forwardOn(_ event: Event<Element>) {
        guard !disposed.isRaised else { return }
        observer.on(event)
    }

    open func dispose() {
        if disposed.raise() { cancel.dispose() }
    }
}

/// Disposes a `Producer`'s sink and source subscription together, even when disposal
/// arrives before `run` has returned them.
final class SinkDisposer: Cancelable {
    private let lock = RecursiveLock()
    private var sink: Disposable?
    private var subscription: Disposable?
    private var disposed = false

    init() { Resources.increment() }
    deinit { Resources.decrement() }

    var isDisposed: Bool { lock.performLocked { disposed } }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        let disposeNow: Bool = lock.performLocked {
            if disposed { return true }
            self.sink = sink
            self.subscription = subscription
            return false
        }
        if disposeNow {
            sink.dispose()
            subscription.dispose()
        }
    }

    func dispose() {
        let (sink, subscription): (Disposable?, Disposable?) = lock.performLocked {
            guard !disposed else { return (nil, nil) }
            disposed = true
            defer { self.sink = nil; self.subscription = nil }
            return (self.sink, self.subscription)
        }
        sink?.dispose()
        subscription?.dispose()
    }
}
