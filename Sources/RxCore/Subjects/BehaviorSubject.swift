/// A subject with a current value: a new observer gets the latest element (or the initial
/// one) at once, then every later event.
///
///     BehaviorSubject(value: 0), then 1, 2
///     sub at start:  0--1--2
///     sub after 1:      1--2
///
/// After a terminal event new observers get only that event; after `dispose()` they get
/// `RxError.disposed`, and so does `value()`.
public final class BehaviorSubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable, SynchronizedUnsubscribeType {
    public typealias SubjectObserverType = BehaviorSubject<Element>

    private let lock = RecursiveLock()
    private var observers = ObserverList<Element>()
    private var element: Element
    private var disposed = false
    private var stoppedEvent: Event<Element>?
    private let deliveries = AtomicInt(0)
    let kind: String
    /// Where it was created: its rows' label when a `Trace` records.
    let traceFile: StaticString
    let traceLine: UInt

    /// Creates a subject whose current value is `value`.
    public init(value: Element, file: StaticString = #fileID, line: UInt = #line) {
        element = value
        kind = "BehaviorSubject"
        traceFile = file
        traceLine = line
        super.init()
    }

    init(value: Element, kind: String, file: StaticString, line: UInt) {
        element = value
        self.kind = kind
        traceFile = file
        traceLine = line
        super.init()
    }

    /// True while at least one observer is subscribed. Observers stay subscribed after a
    /// terminal event until they unsubscribe, as in RxSwift.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// True after `dispose()`.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// The latest element. Throws the subject's error if it failed, `RxError.disposed` if disposed.
    public func value() throws -> Element {
        lock.lock(); defer { lock.unlock() }
        if disposed { throw RxError.disposed(object: self) }
        if let error = stoppedEvent?.error { throw error }
        return element
    }

    /// Stores a `next` element as the current value and sends the event to every observer.
    /// Events after a terminal one are dropped and reported.
    public func on(_ event: Event<Element>) {
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

    private func synchronizedOn(_ event: Event<Element>) -> (ContiguousArray<AnyObserver<Element>>, Bool) {
        lock.lock(); defer { lock.unlock() }
        if disposed { return ([], false) }
        if stoppedEvent != nil { return ([], true) }
        switch event {
        case .next(let value): element = value
        case .error, .completed: stoppedEvent = event
        }
        return (observers.handlers, false)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard Trace.current == nil else {
            return Trace.subscribe(name: kind, file: traceFile, line: traceLine, observer: AnyObserver(observer)) { self.subscribeNow($0) }
        }
        return subscribeNow(observer)
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock(); defer { lock.unlock() }
        if disposed {
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        let key = observers.insert(eventHandler(observer))
        observer.on(.next(element))
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ key: Int) {
        lock.performLocked {
            if disposed { return }
            _ = observers.remove(key)
        }
    }

    /// The subject as an observer.
    public func asObserver() -> BehaviorSubject<Element> { self }

    /// Drops every observer; later subscribers and `value()` get `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            stoppedEvent = nil
        }
    }
}
