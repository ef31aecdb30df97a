/// A subject that sends each event to the observers subscribed at that moment.
///
///     subject:    --1--2--3--|
///     early sub:  --1--2--3--|
///     late sub:         -3--|      (subscribed between 2 and 3)
///
/// An observer subscribing after the subject terminated gets the terminal event at once;
/// after `dispose()` it gets `RxError.disposed`.
public final class PublishSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SynchronizedUnsubscribeType {
    public typealias SubjectObserverType = PublishSubject<Element>

    @usableFromInline let lock = RecursiveLock()
    @usableFromInline @exclusivity(unchecked) var observers = ObserverList<Element>()
    @usableFromInline @exclusivity(unchecked) var disposed = false
    @usableFromInline @exclusivity(unchecked) var stopped = false
    @usableFromInline @exclusivity(unchecked) var stoppedEvent: Event<Element>?
    @usableFromInline let deliveries = AtomicInt(0)
    @usableFromInline let kind: String
    /// Where it was created: its rows' label when a `Trace` records.
    let traceFile: StaticString
    let traceLine: UInt

    /// Creates a subject with no observers.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        kind = "PublishSubject"
        traceFile = file
        traceLine = line
        super.init()
    }

    /// A subject that names itself `kind` in grammar reports (a relay uses its own name).
    init(kind: String, file: StaticString, line: UInt) {
        self.kind = kind
        traceFile = file
        traceLine = line
        super.init()
    }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// True after `dispose()`.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Sends `event` to every current observer. A terminal event is remembered for late
    /// subscribers and ends the subject; later events are dropped and reported.
    @inlinable public func on(_ event: Event<Element>) {
        if deliveries.add(1) != 0 {
            Hooks.report(.reentrancy, source: "\(kind)<\(Element.self)>", event: event.description)
        }
        defer { deliveries.subtract(1) }
        let (handlers, afterTerminal) = synchronizedOn(event)
        if afterTerminal {
            Hooks.report(.eventAfterTerminal, source: "\(kind)<\(Element.self)>", event: event.description)
        }
        dispatch(handlers, event)
    }

    @inlinable func synchronizedOn(_ event: Event<Element>) -> (ContiguousArray<AnyObserver<Element>>, Bool) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next:
            if disposed || stopped { return ([], stopped && !disposed) }
            return (observers.handlers, false)
        case .error, .completed:
            guard stoppedEvent == nil else { return ([], !disposed) }
            stoppedEvent = event
            stopped = true
            let handlers = observers.handlers
            observers.removeAll()
            return (handlers, false)
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard Trace.current == nil else {
            return Trace.subscribe(name: kind, file: traceFile, line: traceLine, observer: AnyObserver(observer)) { self.subscribeNow($0) }
        }
        return subscribeNow(observer)
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock(); defer { lock.unlock() }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(eventHandler(observer))
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ key: Int) {
        lock.performLocked { _ = observers.remove(key) }
    }

    /// The subject as an observer.
    public func asObserver() -> PublishSubject<Element> { self }

    /// Drops every observer; later subscribers get `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
