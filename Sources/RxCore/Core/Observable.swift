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

    /// True when `subscribe` hands the observer to one `OperatorSink` and nothing else (an
    /// operator's sequence), which may then send it elements routed `untilTerminal`.
    @usableFromInline var feedsOneOperatorSink: Bool { false }
}
