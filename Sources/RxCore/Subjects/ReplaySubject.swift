/// A subject that replays buffered elements to each new observer, then sends it every
/// later event. A late observer of a terminated subject gets the buffer, then the terminal event.
///
///     ReplaySubject.create(bufferSize: 2), then 1, 2, 3
///     sub after 3:   (23)
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Disposable, SynchronizedUnsubscribeType {
    public typealias SubjectObserverType = ReplaySubject<Element>

    private let lock = RecursiveLock()
    private var observers = ObserverList<Element>()
    private var buffer = ReplayBuffer<Element>()
    private let bufferSize: Int?
    private var disposed = false
    private var stoppedEvent: Event<Element>?
    private let deliveries = AtomicInt(0)
    let kind: String
    /// Where it was created: its rows' label when a `Trace` records.
    private let traceFile: StaticString
    private let traceLine: UInt

    init(bufferSize: Int?, kind: String = "ReplaySubject", file: StaticString, line: UInt) {
        self.bufferSize = bufferSize
        self.kind = kind
        traceFile = file
        traceLine = line
        super.init()
    }

    /// A subject that replays at most the last `bufferSize` elements.
    public static func create(bufferSize: Int, file: StaticString = #fileID, line: UInt = #line) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize, file: file, line: line)
    }

    /// A subject that replays every element it ever received; mind the memory.
    public static func createUnbounded(file: StaticString = #fileID, line: UInt = #line) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil, file: file, line: line)
    }

    /// True while at least one observer is subscribed.
    public var hasObservers: Bool { lock.performLocked { !observers.isEmpty } }

    /// True after `dispose()`.
    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Buffers a `next` element and sends the event to every observer. Events after a
    /// terminal one are dropped and reported.
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
        case .next(let element):
            buffer.append(element, limit: bufferSize)
            return (observers.handlers, false)
        case .error, .completed:
            stoppedEvent = event
            let handlers = observers.handlers
            observers.removeAll()
            return (handlers, false)
        }
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard Trace.active == nil else {
            return Trace.subscribe(name: kind, file: traceFile, line: traceLine, observer: AnyObserver(observer)) { self.subscribeNow($0) }
        }
        return subscribeNow(observer)
    }

    /// Replays outside the lock (RxSwift main's order: no lock held while calling out), so an
    /// observer may send to this subject from another thread while it is being replayed to.
    /// Events that arrive during the replay wait in a `ReplayGate` and follow it in order.
    private func subscribeNow<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        var replayed: [Element] = []
        replayed.reserveCapacity(buffer.count)
        buffer.forEach { replayed.append($0) }
        if let stoppedEvent {
            lock.unlock()
            replayed.forEach { observer.on(.next($0)) }
            observer.on(stoppedEvent)
            return Disposables.create()
        }
        if replayed.isEmpty {
            defer { lock.unlock() }
            return SubscriptionDisposable(owner: self, key: observers.insert(eventHandler(observer)))
        }
        let gate = ReplayGate(observer)
        let key = observers.insert(AnyObserver(eventHandler: gate.on))
        lock.unlock()
        replayed.forEach { observer.on(.next($0)) }
        gate.open()
        return SubscriptionDisposable(owner: self, key: key)
    }

    func synchronizedUnsubscribe(_ key: Int) {
        lock.performLocked {
            if disposed { return }
            _ = observers.remove(key)
        }
    }

    /// The subject as an observer.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every observer and the buffer; later subscribers get `RxError.disposed`.
    public func dispose() {
        lock.performLocked {
            disposed = true
            observers.removeAll()
            buffer = ReplayBuffer()
        }
    }
}

/// One observer being replayed to: live events that arrive meanwhile wait, then follow the
/// replay in order; from then on they pass straight through.
private final class ReplayGate<Observer: ObserverType> {
    private let observer: Observer
    private let lock = RecursiveLock()
    private var replaying = true
    private var waiting: [Event<Observer.Element>] = []

    init(_ observer: Observer) {
        self.observer = observer
    }

    func on(_ event: Event<Observer.Element>) {
        let holdBack: Bool = lock.performLocked {
            if replaying { waiting.append(event) }
            return replaying
        }
        if !holdBack { observer.on(event) }
    }

    /// Called once the replay is delivered: sends what waited, then lets events through.
    func open() {
        while true {
            let batch: [Event<Observer.Element>] = lock.performLocked {
                let batch = waiting
                waiting = []
                if batch.isEmpty { replaying = false }
                return batch
            }
            if batch.isEmpty { return }
            batch.forEach(observer.on)
        }
    }
}

/// The last elements a replay subject keeps, oldest first. Appending is amortised O(1);
/// a dropped element is released at once.
struct ReplayBuffer<Element> {
    private var storage = ContiguousArray<Element?>()
    private var head = 0

    var count: Int { storage.count - head }

    /// Appends `element`, then drops the oldest elements beyond `limit` (nil: keep all).
    mutating func append(_ element: Element, limit: Int?) {
        storage.append(element)
        guard let limit else { return }
        while storage.count - head > max(limit, 0) {
            storage[head] = nil
            head += 1
        }
        if head >= 16, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
    }

    func forEach(_ body: (Element) -> Void) {
        for index in head..<storage.count { body(storage[index].unsafelyUnwrapped) }
    }
}
