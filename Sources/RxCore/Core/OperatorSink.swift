import Synchronization

/// The downstream end of one subscription to a built-in operator.
///
/// It forwards events until disposed, disposes itself after a terminal event, and owns
/// the operator's upstream subscription: disposing it disposes everything upstream.
/// An operator is one closure that receives this sink and returns its upstream subscription.
public final class OperatorSink<Element>: Cancelable {
    private static var disposedBit: Int { 1 }
    private static var attachedBit: Int { 2 }

    @usableFromInline let observer: AnyObserver<Element>
    private let state = Atomic<Int>(0)
    private var upstream: Disposable?

    init(observer: AnyObserver<Element>) {
        self.observer = observer
        Resources.increment()
    }

    deinit { Resources.decrement() }

    public var isDisposed: Bool { state.load(ordering: .relaxed) & Self.disposedBit != 0 }

    /// Forwards a `next` or a terminal event; after a terminal event the subscription ends.
    @inline(__always) public func on(_ event: Event<Element>) {
        guard state.load(ordering: .relaxed) & Self.disposedBit == 0 else { return }
        observer.on(event)
        if event.isStopEvent { dispose() }
    }

    @inline(__always) public func onNext(_ element: Element) {
        guard state.load(ordering: .relaxed) & Self.disposedBit == 0 else { return }
        observer.on(.next(element))
    }

    public func onError(_ error: Swift.Error) { on(.error(error)) }
    public func onCompleted() { on(.completed) }

    func attach(_ disposable: Disposable) {
        upstream = disposable
        let previous = state.bitwiseOr(Self.attachedBit, ordering: .acquiringAndReleasing).oldValue
        if previous & Self.disposedBit != 0 {
            upstream = nil
            disposable.dispose()
        }
    }

    public func dispose() {
        let previous = state.bitwiseOr(Self.disposedBit, ordering: .acquiringAndReleasing).oldValue
        guard previous & Self.disposedBit == 0, previous & Self.attachedBit != 0 else { return }
        let current = upstream
        upstream = nil
        current?.dispose()
    }
}

final class AnonymousProducer<Element>: Producer<Element> {
    typealias Handler = (OperatorSink<Element>) -> Disposable
    private let handler: Handler

    init(_ handler: @escaping Handler) {
        self.handler = handler
        super.init()
    }

    override func subscribeNow(_ observer: AnyObserver<Element>) -> Disposable {
        let sink = OperatorSink(observer: observer)
        sink.attach(handler(sink))
        return sink
    }
}

extension Observable {
    /// Builds an operator from one closure: it receives the downstream sink and returns the
    /// upstream subscription. This is the single mechanism all built-in operators share.
    static func produce(_ handler: @escaping (OperatorSink<Element>) -> Disposable) -> Observable<Element> {
        AnonymousProducer(handler)
    }
}

extension ObservableType {
    /// Subscribes an internal event handler, skipping the public observer's bookkeeping:
    /// the upstream sink already guarantees the grammar.
    @inline(__always) func subscribeEvents(_ handler: @escaping (Event<Element>) -> Void) -> Disposable {
        subscribe(AnyObserver(eventHandler: handler))
    }
}
