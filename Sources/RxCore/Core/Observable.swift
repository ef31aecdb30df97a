/// A sequence of events over time. Every operator returns one; nothing runs until `subscribe`.
///
/// Subclasses (our operators, subjects, test observables) decide what subscribing means.
/// `Observable` under a name that can't clash with Foundation's `Observation` framework's (RxSwift 6.10).
public typealias RxObservable<Element> = Observable<Element>

open class Observable<Element>: ObservableType {
    public init() {
        Resources.increment()
    }

    deinit {
        Resources.decrement()
    }

    /// Subclasses must override this; `Observable` itself describes no sequence.
    open func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("\(type(of: self)) must override subscribe(_:); create sequences with Observable.create or an operator")
    }

    public func asObservable() -> Observable<Element> { self }

    /// `subscribe`, for an observer whose elements may be routed `untilTerminal`: only an
    /// operator's sequence hands such an observer on as it is (to the one `OperatorSink` that
    /// will send it events); any other sequence gets it with its elements sent as events.
    @usableFromInline func subscribeErased(_ observer: AnyObserver<Element>) -> Disposable {
        guard observer.route == .untilTerminal else { return subscribe(observer) }
        return subscribe(AnyObserver(eventHandler: observer.handler))
    }
}
