/// How long the subject behind `share(replay:scope:)` lives.
public enum SubjectLifetimeScope {
    /// Each connection gets its own subject: when the last observer leaves, or the source
    /// terminates, the replay buffer is forgotten and the next observer subscribes anew.
    /// `retry` and `concat` after `share` work as expected. The recommended default.
    case whileConnected
    /// One subject for all connections: later connections see elements buffered by earlier
    /// ones, and after the source terminated every new observer gets the buffer and the
    /// terminal event without a new subscription.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all observers, replaying the last
    /// `replay` elements to each new one. The source is subscribed when the first observer
    /// arrives and disposed when the last leaves.
    ///
    ///     ticks = interval(3 ticks).share(replay: 1)   // two observers, one timer
    ///     A (subscribed at 0):  ---0--1--2--3-->
    ///     B (subscribed at 7):  -------1-2--3-->      (1 replayed at once, at 7)
    ///
    /// Traced, each observer's subscription is a row named as written (`share(replay: 2)`);
    /// the first one holds the one subscription to the source.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let name = switch (scope, replay) {
        case (.whileConnected, 0): "share"
        case (.whileConnected, _): "share(replay: \(replay))"
        case (.forever, 0): "share(scope: .forever)"
        case (.forever, _): "share(replay: \(replay), scope: .forever)"
        }
        return share(replay: replay, scope: scope, name: name, file: file, line: line)
    }

    private func share(replay: Int, scope: SubjectLifetimeScope, name: String, file: StaticString, line: UInt) -> Observable<Element> {
        switch (scope, replay) {
        case (.forever, 0):
            return multicast(PublishSubject()).refCount(named: name, file: file, line: line)
        case (.forever, _):
            return multicast(ReplaySubject.create(bufferSize: replay)).refCount(named: name, file: file, line: line)
        case (.whileConnected, 0), (.whileConnected, 1):
            return ShareWhileConnected(source: asObservable(), replaysLatest: replay == 1, name: name, file: file, line: line)
        case (.whileConnected, _):
            return multicast(makeSubject: { ReplaySubject.create(bufferSize: replay) }).refCount(named: name, file: file, line: line)
        }
    }

    /// The documents' `shareReplay(n)`. RxSwift 4 deprecated it and RxSwift 6 removed it. It was
    /// `share(replay: n, scope: .forever)`, which kept RxSwift 3's behaviour (one replay buffer
    /// for every connection, so after the source ends a new observer gets the buffer and the
    /// end without a new subscription), and so it is here, for the documents' output.
    /// New code wants `share(replay: n)`, whose default scope is `.whileConnected`.
    @available(*, deprecated, renamed: "share(replay:scope:)", message: "shareReplay(n) was removed in RxSwift 6; it was share(replay: n, scope: .forever), and you usually want share(replay: n)")
    public func shareReplay(_ bufferSize: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        share(replay: bufferSize, scope: .forever, name: "shareReplay(\(bufferSize))", file: file, line: line)
    }
}

/// `share()` and `share(replay: 1)` while connected, without a subject: the connection
/// itself keeps the observers (and the latest element). As in RxSwift, the observer is
/// added first and the source subscribed after, outside the lock.
private final class ShareWhileConnected<Element>: Observable<Element> {
    fileprivate let source: Observable<Element>
    fileprivate let replaysLatest: Bool
    fileprivate let lock = RecursiveLock()
    fileprivate var connection: ShareConnection<Element>?
    private let name: String
    private let file: StaticString
    private let line: UInt

    init(source: Observable<Element>, replaysLatest: Bool, name: String, file: StaticString, line: UInt) {
        self.source = source
        self.replaysLatest = replaysLatest
        self.name = name
        self.file = file
        self.line = line
        super.init()
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        // Traced: one row per observer; the first one's row holds the one source subscription.
        guard Trace.current == nil else {
            return Trace.subscribe(name: name, file: file, line: line,
                                   observer: AnyObserver(observer)) { self.subscribeShared($0) }
        }
        return subscribeShared(observer)
    }

    private func subscribeShared<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let connection: ShareConnection<Element>
        if let existing = self.connection {
            connection = existing
        } else {
            connection = ShareConnection(parent: self)
            self.connection = connection
        }
        let isFirst = connection.observerCount == 0
        let (disposable, replayed) = connection.add(observer)
        lock.unlock()
        // The latest element is replayed outside the lock (RxSwift #2653): an observer that
        // blocks on another thread subscribing here must not deadlock the share.
        if let replayed { observer.on(.next(replayed)) }
        if isFirst { connection.connect() }
        return disposable
    }
}

private final class ShareConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    private let parent: ShareWhileConnected<Element>
    private let subscription = SingleAssignmentDisposable()
    private var disposed = false
    private var observers = ObserverList<Element>()
    private var latest: Element?

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
    }

    var observerCount: Int { observers.count }

    /// Subscribes the source. The source holds this connection weakly: the parent holds it
    /// while it is live, and a finished source's subscription must not keep it alive.
    func connect() {
        subscription.setDisposable(parent.source.subscribe(AnyObserver { [weak self] event in self?.on(event) }))
    }

    /// Adds `observer` (call with the parent's lock held); returns its subscription and the
    /// element to replay to it once the lock is released.
    func add<Observer: ObserverType>(_ observer: Observer) -> (Disposable, Element?) where Observer.Element == Element {
        let key = observers.insert(eventHandler(observer))
        return (SubscriptionDisposable(owner: self, key: key), latest)
    }

    func on(_ event: Event<Element>) {
        let handlers: ContiguousArray<AnyObserver<Element>> = parent.lock.performLocked {
            if disposed { return [] }
            switch event {
            case .next(let element):
                if parent.replaysLatest { latest = element }
                return observers.handlers
            case .error, .completed:
                let handlers = observers.handlers
                end()
                return handlers
            }
        }
        dispatch(handlers, event)
    }

    /// Forgets this connection; the source subscription is left to the caller.
    private func end() {
        disposed = true
        if parent.connection === self { parent.connection = nil }
        observers = ObserverList()
    }

    func synchronizedUnsubscribe(_ key: Int) {
        let wasLast: Bool = parent.lock.performLocked {
            guard observers.remove(key) else { return false }
            guard observers.isEmpty else { return false }
            end()
            return true
        }
        if wasLast { subscription.dispose() }
    }
}
