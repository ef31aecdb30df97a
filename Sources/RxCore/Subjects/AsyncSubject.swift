/// A subject that emits only its last element, and only when it completes.
///
///     source:  --1--2--3--|
///     async:   -----------(3|)
///
/// Completing without elements completes at once; an error is passed on without an element.
/// Late observers get the same ending immediately.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType, SynchronizedUnsubscribeType {
    public typealias SubjectObserverType = AsyncSubject<Element>

    private let lock = RecursiveLock()
    private var observers = ObserverList<Element>()
    private var lastElement: Element?
    /// `.next(last)` when it completed with an element, else the terminal event.
    private var stoppedEvent: Event<Element>?
    private let deliveries = AtomicInt(0)
    /// Where it was created: its rows' label when a `Trace` records.
    private let traceFile: StaticString
    private let traceLine: UInt

    /// Creates a subject with no observers.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        traceFile = file
        traceLine = line
        super.init()
    }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// Remembers a `next` element; on completion sends the last one and completes.
    /// Events after a terminal one are dropped and reported.
    public func on(_ event: Event<Element>) {
        if deliveries.add(1) != 0 {
            Hooks.report(.reentrancy, source: "AsyncSubject<\(Element.self)>", event: event.description)
        }
        defer { deliveries.subtract(1) }
        let (handlers, outgoing, afterTerminal) = synchronizedOn(event)
        if afterTerminal {
            Hooks.report(.eventAfterTerminal, source: "AsyncSubject<\(Element.self)>", event: event.description)
        }
        guard let outgoing else { return }
        dispatch(handlers, outgoing)
        if case .next = outgoing { dispatch(handlers, .completed) }
    }

    private func synchronizedOn(_ event: Event<Element>) -> (ContiguousArray<AnyObserver<Element>>, Event<Element>?, Bool) {
        lock.lock(); defer { lock.unlock() }
        if stoppedEvent != nil { return ([], nil, true) }
        switch event {
        case .next(let element):
            lastElement = element
            return ([], nil, false)
        case .error:
            stoppedEvent = event
        case .completed:
            stoppedEvent = lastElement.map { .next($0) } ?? .completed
        }
        let handlers = observers.handlers
        observers.removeAll()
        return (handlers, stoppedEvent, false)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard Trace.active == nil else {
            return Trace.subscribe(name: "AsyncSubject", file: traceFile, line: traceLine, observer: AnyObserver(observer)) { self.subscribeNow($0) }
        }
        return subscribeNow(observer)
    }

    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock(); defer { lock.unlock() }
        if let stoppedEvent {
            observer.on(stoppedEvent)
            if case .next = stoppedEvent { observer.on(.completed) }
            return Disposables.create()
        }
        let key = observers.insert(eventHandler(observer))
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ key: Int) {
        lock.performLocked { _ = observers.remove(key) }
    }

    /// The subject as an observer.
    public func asObserver() -> AsyncSubject<Element> { self }
}
