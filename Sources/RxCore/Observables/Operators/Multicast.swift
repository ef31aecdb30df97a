/// A sequence that shares one subscription to its source among all its observers, but only
/// starts it when `connect()` is called.
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source. Disposing the result disconnects;
    /// calling `connect()` again while connected returns the same connection.
    func connect() -> Disposable
}

/// What `publish()`, `replay(_:)` and `multicast` return. Subscribers subscribe to the
/// subject; `connect()` subscribes the subject to the source.
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() {
        super.init()
    }

    /// Subscribes the subject to the source; while a `Trace` records, that subscription is
    /// a row named `connect`, labelled with this call's line.
    public func connect(file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        fatalError("ConnectableObservable is only made by multicast, publish and replay")
    }

    /// `connect()` as the protocol declares it (a call picks the one above): no row of its own.
    @_disfavoredOverload
    public func connect() -> Disposable {
        connect(file: "", line: 0)
    }
}

extension ObservableType {
    /// Shares the source through `subject`: observers subscribe to the subject, and
    /// `connect()` subscribes the subject to the source, once.
    ///
    ///     source (hot):  --1--2--3--|
    ///     connect():         ^           (at 4)
    ///     observer:      -----2--3--|
    public func multicast<Subject: SubjectType>(_ subject: Subject, file: StaticString = #fileID, line: UInt = #line)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableSource(source: asObservable(), makeSubject: { subject }, label: ("multicast", file, line))
    }

    /// Like `multicast(_:)`, with a new subject for each connection: a connection that ends
    /// (disposed, or the source terminated) forgets its subject, and the next one makes another.
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject, file: StaticString = #fileID, line: UInt = #line)
        -> ConnectableObservable<Subject.Element> where Subject.Observer.Element == Element {
        ConnectableSource(source: asObservable(), makeSubject: makeSubject, label: ("multicast", file, line))
    }

    /// For each subscriber: a new subject, the sequence `selector` builds from the shared
    /// source, subscribed first, then connected.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Result> where Subject.Observer.Element == Element {
        let source = asObservable()
        return Observable.produce("multicast", file: file, line: line) { sink in
            do {
                let subject = try subjectSelector()
                let connectable = ConnectableSource(source: source, makeSubject: { subject }, label: nil)
                let subscription = try selector(connectable).subscribeEvents(sink.on)
                return Disposables.create(subscription, connectable.connect())
            } catch {
                sink.onError(error)
                return Disposables.create()
            }
        }
    }

    /// `multicast` through a `PublishSubject`: after `connect()`, observers get what the
    /// source emits from then on.
    public func publish(file: StaticString = #fileID, line: UInt = #line) -> ConnectableObservable<Element> {
        ConnectableSource(source: asObservable(), makeSubject: { PublishSubject() }, label: ("publish", file, line))
    }

    /// `multicast` through a `ReplaySubject` of `bufferSize`: late observers get the last
    /// `bufferSize` elements first.
    public func replay(_ bufferSize: Int, file: StaticString = #fileID, line: UInt = #line) -> ConnectableObservable<Element> {
        ConnectableSource(source: asObservable(), makeSubject: { ReplaySubject.create(bufferSize: bufferSize) }, label: ("replay", file, line))
    }

    /// `multicast` through an unbounded `ReplaySubject`: late observers get every element.
    public func replayAll(file: StaticString = #fileID, line: UInt = #line) -> ConnectableObservable<Element> {
        ConnectableSource(source: asObservable(), makeSubject: { ReplaySubject.createUnbounded() }, label: ("replayAll", file, line))
    }
}

extension ConnectableObservableType {
    /// Connects when the first observer subscribes and disconnects when the last one leaves;
    /// a terminal event ends the connection, so the next observer starts a new one.
    ///
    ///     source.publish().refCount()   // one subscription to source while observed
    public func refCount(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        refCount(named: "refCount", file: file, line: line)
    }

    /// `refCount()` whose `Trace` rows are named `name` (`share(replay: 2)` is built on it).
    func refCount(named name: String, file: StaticString, line: UInt) -> Observable<Element> {
        let connectable = self
        let state = RefCountState()
        return Observable.produce(named: name, file: file, line: line) { sink in
            var connectionId: Int64 = -1
            let subscription = connectable.subscribeEvents { event in
                switch event {
                case .next:
                    sink.on(event)
                case .error, .completed:
                    state.lock.performLocked {
                        guard state.connectionId == connectionId else { return }
                        let connection = state.connection
                        state.count = 0
                        state.connectionId &+= 1
                        state.connection = nil
                        connection?.dispose()
                    }
                    sink.on(event)
                }
            }
            return state.lock.performLocked {
                connectionId = state.connectionId
                // A replayed terminal event may have ended this subscription already.
                if sink.isDisposed { return Disposables.create() }
                state.count += 1
                if state.count == 1 { state.connection = connectable.connect() }
                return Disposables.create {
                    subscription.dispose()
                    state.lock.performLocked {
                        guard state.connectionId == connectionId, state.count > 0 else { return }
                        state.count -= 1
                        if state.count == 0 {
                            let connection = state.connection
                            state.connection = nil
                            connection?.dispose()
                        }
                    }
                }
            }
        }
    }
}

/// Shared by every subscription to one `refCount()` sequence.
private final class RefCountState {
    let lock = RecursiveLock()
    var count = 0
    var connectionId: Int64 = 0
    var connection: Disposable?
}

/// The connectable sequence behind `multicast`. Subscribing goes straight to the current
/// subject (no trampoline, as in RxSwift), so a replaying subject replays synchronously.
private final class ConnectableSource<Subject: SubjectType>: ConnectableObservable<Subject.Element> {
    typealias Element = Subject.Element

    private let source: Observable<Subject.Observer.Element>
    private let makeSubject: () -> Subject
    /// The operator that made it (`publish`, `replay`...), naming each subscriber's row.
    private let label: (name: StaticString, file: StaticString, line: UInt)?
    fileprivate let lock = RecursiveLock()
    fileprivate var subject: Subject?
    fileprivate var connection: Connection<Subject>?

    init(source: Observable<Subject.Observer.Element>, makeSubject: @escaping () -> Subject,
         label: (name: StaticString, file: StaticString, line: UInt)?) {
        self.source = source
        self.makeSubject = makeSubject
        self.label = label
        super.init()
    }

    private var currentSubject: Subject {
        lock.performLocked {
            if let subject { return subject }
            let made = makeSubject()
            subject = made
            return made
        }
    }

    override func connect(file: StaticString, line: UInt) -> Disposable {
        lock.performLocked {
            if let connection { return connection }
            let subscription = SingleAssignmentDisposable()
            let connection = Connection(parent: self, observer: currentSubject.asObserver(), lock: lock, subscription: subscription)
            self.connection = connection
            // Traced, a connect made where its line is known is a row holding the source.
            if Trace.active != nil, file.utf8CodeUnitCount > 0 {
                subscription.setDisposable(Trace.subscribe(name: "connect", file: file, line: line, observer: AnyObserver(connection)) {
                    source.subscribe($0)
                })
            } else {
                subscription.setDisposable(source.subscribe(connection))
            }
            return connection
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        guard Trace.active != nil, let label else { return currentSubject.subscribe(observer) }
        return Trace.subscribe(name: "\(label.name)", file: label.file, line: label.line, observer: AnyObserver(observer)) {
            currentSubject.subscribe($0)
        }
    }
}

/// One connection: forwards the source to the subject. A terminal event first ends the
/// connection (so the next `connect()` starts a fresh one), then reaches the subject.
private final class Connection<Subject: SubjectType>: ObserverType, Disposable {
    typealias Element = Subject.Observer.Element

    private let lock: RecursiveLock
    private var parent: ConnectableSource<Subject>?
    private var subscription: Disposable?
    private let observer: Subject.Observer
    private let disposed = OnceFlag()

    init(parent: ConnectableSource<Subject>, observer: Subject.Observer, lock: RecursiveLock, subscription: Disposable) {
        self.parent = parent
        self.observer = observer
        self.lock = lock
        self.subscription = subscription
    }

    func on(_ event: Event<Element>) {
        if disposed.isRaised { return }
        if event.isStopEvent { dispose() }
        observer.on(event)
    }

    /// Forgets the connection under the lock, then disposes the source outside it (RxSwift
    /// main's order): the source's disposal may wait on a thread that needs this lock.
    func dispose() {
        let source: Disposable? = lock.performLocked {
            _ = disposed.raise()
            guard let parent else { return nil }
            if parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            self.parent = nil
            let source = subscription
            subscription = nil
            return source
        }
        source?.dispose()
    }
}
