/// The downstream end of one subscription to a built-in operator.
///
/// It forwards events until disposed, disposes itself after a terminal event, and owns
/// the operator's upstream subscription: disposing it disposes everything upstream.
/// An operator is one closure that receives this sink and returns its upstream subscription.
/// The subscriber holds the sink only through an `OperatorDisposer`, which lets go of it
/// when the sink is disposed (RxSwift's `SinkDisposer`).
public final class OperatorSink<Element>: Cancelable {
    @inlinable static var disposedBit: Int { 1 }
    @inlinable static var attachedBit: Int { 2 }
    /// Set before a terminal event is forwarded to an observer whose elements are routed
    /// `untilTerminal`: no element reaches `next` after it.
    @inlinable static var terminatedBit: Int { 4 }
    /// Set by `create`'s `GrammarGuard` when its source sends a terminal event; the sink
    /// itself ignores it.
    @inlinable static var sourceStoppedBit: Int { 8 }

    // The per-event members are @inlinable so a client module specialises them for its
    // element type (a package may not pass -cross-module-optimization to its users).
    @usableFromInline let observer: AnyObserver<Element>
    /// Where elements go: the observer's element handler, or a closure that sends the
    /// observer `.next` when it has none (one closure call per element either way, no branch).
    @usableFromInline let next: (Element) -> Void
    @usableFromInline let state = AtomicInt(0)
    @exclusivity(unchecked) private var upstream: Disposable?
    /// Set once, before the upstream is subscribed; strong, as RxSwift's `Sink.cancel`: a
    /// subscription that neither ends nor is disposed keeps its sink and disposer alive.
    @exclusivity(unchecked) private var disposer: OperatorDisposer<Element>?

    private init(observer: AnyObserver<Element>) {
        self.observer = observer
        if observer.route == .events {
            let handler = observer.handler
            next = { handler(.next($0)) }
        } else {
            next = observer.elementHandler
        }
        Resources.increment()
    }

    /// Subscribes one operator: `start` receives the sink and returns the upstream
    /// subscription. Returns what the subscriber holds.
    static func subscribe(_ observer: AnyObserver<Element>, _ start: (OperatorSink<Element>) -> Disposable) -> Disposable {
        let sink = OperatorSink(observer: observer)
        let disposer = OperatorDisposer(sink)
        sink.disposer = disposer
        sink.attach(start(sink))
        return disposer
    }

    deinit { Resources.decrement() }

    @inlinable public var isDisposed: Bool { state.load() & Self.disposedBit != 0 }

    /// Forwards a `next` or a terminal event; after a terminal event the subscription ends.
    @inlinable @inline(__always) public func on(_ event: Event<Element>) {
        guard state.load() & Self.disposedBit == 0 else { return }
        guard event.isStopEvent else { return observer.on(event) }
        forwardTerminal(event)
        dispose()
    }

    @inlinable @inline(__always) public func onNext(_ element: Element) {
        guard state.load() & (Self.disposedBit | Self.terminatedBit) == 0 else { return }
        next(element)
    }

    /// Hands `element` on with no check: for a caller that checked `state` itself. (A method:
    /// `sink.next(element)` from another object retained and released the closure's context.)
    @inlinable @inline(__always) func forwardNext(_ element: Element) {
        next(element)
    }

    /// Forwards the terminal event of a source of another element type; ignores `next`.
    @inlinable func onTerminal<Source>(_ event: Event<Source>) {
        switch event {
        case .next: break
        case .error(let error): onError(error)
        case .completed: onCompleted()
        }
    }

    // Out of line: inlined into an operator's per-element closure, the error path (a throwing
    // transform's `catch`) made the closure save and restore more registers per element.
    @inlinable @inline(never) public func onError(_ error: Swift.Error) { on(.error(error)) }
    @inlinable @inline(never) public func onCompleted() { on(.completed) }

    /// Sends the observer a terminal event, first closing `next` to the elements that the
    /// observer would then drop itself (see `ElementRoute.untilTerminal`).
    @usableFromInline func forwardTerminal(_ event: Event<Element>) {
        if observer.route == .untilTerminal { state.setBits(Self.terminatedBit) }
        observer.on(event)
    }

    func attach(_ disposable: Disposable) {
        upstream = disposable
        let previous = state.setBits(Self.attachedBit)
        if previous & Self.disposedBit != 0 {
            upstream = nil
            disposable.dispose()
        }
    }

    public func dispose() {
        let previous = state.setBits(Self.disposedBit)
        guard previous & Self.disposedBit == 0 else { return }
        disposer?.release()
        guard previous & Self.attachedBit != 0 else { return }
        let current = upstream
        upstream = nil
        current?.dispose()
    }
}

/// What the subscriber of a built-in operator holds: it disposes the sink, and lets go of
/// it once the sink is disposed, by a terminal event or from here. Only then is the
/// downstream observer (and whatever its closures capture) free to go.
final class OperatorDisposer<Element>: Cancelable {
    /// Set by whichever comes first, `dispose` or `release`: only that one touches `sink`.
    private let claimed = AtomicInt(0)
    @exclusivity(unchecked) private var sink: OperatorSink<Element>?

    init(_ sink: OperatorSink<Element>) {
        self.sink = sink
    }

    var isDisposed: Bool { claimed.load() != 0 }

    func dispose() {
        guard claimed.setBits(1) == 0 else { return }
        let current = sink
        sink = nil
        current?.dispose()
    }

    /// The sink was disposed: let go of it.
    func release() {
        guard claimed.setBits(1) == 0 else { return }
        sink = nil
    }
}

final class AnonymousProducer<Element>: Producer<Element> {
    typealias Handler = (OperatorSink<Element>) -> Disposable

    /// A row's name: the operator's (`map`), or one made when it was applied (`debug("x")`).
    enum Name {
        case fixed(StaticString)
        case made(String)
    }

    private let handler: Handler
    private let name: Name
    private let file: StaticString
    private let line: UInt

    init(_ handler: @escaping Handler, name: Name, file: StaticString, line: UInt) {
        self.handler = handler
        self.name = name
        self.file = file
        self.line = line
        super.init()
    }

    override var traceLabel: (name: String, file: StaticString, line: UInt)? {
        switch name {
        case .fixed(let name): return name.utf8CodeUnitCount == 0 ? nil : ("\(name)", file, line)
        case .made(let name): return (name, file, line)
        }
    }

    override func subscribeNow(_ observer: AnyObserver<Element>) -> Disposable {
        OperatorSink.subscribe(observer, handler)
    }

    /// The observer reaches one `OperatorSink` (or a `Trace` row, which erases it).
    override var feedsOneOperatorSink: Bool { true }
}

extension Observable {
    /// Builds an operator from one closure: it receives the downstream sink and returns the
    /// upstream subscription. This is the single mechanism all built-in operators share.
    ///
    /// `name` (the operator's RxSwift name) and `file`/`line` (where the chain applies it)
    /// label the operator's rows when a `Trace` records; an empty name is no row, an empty
    /// file takes the call site of the row's consumer (see `Trace.source`).
    @usableFromInline static func produce(
        _ name: StaticString = "", file: StaticString = "", line: UInt = 0,
        _ handler: @escaping (OperatorSink<Element>) -> Disposable
    ) -> Observable<Element> {
        AnonymousProducer(handler, name: .fixed(name), file: file, line: line)
    }

    /// `produce` with a name made at run time (`debug("x")`, `share(replay: 3)`).
    static func produce(
        named name: String, file: StaticString, line: UInt,
        _ handler: @escaping (OperatorSink<Element>) -> Disposable
    ) -> Observable<Element> {
        AnonymousProducer(handler, name: .made(name), file: file, line: line)
    }
}

extension ObservableType {
    /// Subscribes an internal event handler, skipping the public observer's bookkeeping:
    /// the upstream sink already guarantees the grammar.
    @inlinable @inline(__always) func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: handler))
    }

    /// `subscribeEvents` with the elements handed over alone (see `AnyObserver`): `onNext`
    /// receives each element, `onTerminal` the `error` or `completed` event.
    @inlinable @inline(__always) func subscribeEvents(
        onNext: @escaping (Element) -> Void, onTerminal: @escaping (Event<Element>) -> Void
    ) -> Disposable {
        subscribe(AnyObserver(eventHandler: { event in
            if case .next(let element) = event { onNext(element) } else { onTerminal(event) }
        }, elementHandler: onNext))
    }
}
