/// Anything that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    associatedtype Element
    func asObservable() -> Observable<Element>
}

/// A push-based sequence: `subscribe` is to an observable what `makeIterator` is to a `Sequence`.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts the sequence for `observer`. Nothing happens before this call; the returned
    /// disposable stops it.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps a custom `ObservableType` so it keeps the grammar: events after a terminal one
    /// are dropped, and a terminal event ends (disposes) the subscription, as in RxSwift.
    public func asObservable() -> Observable<Element> {
        Observable.produce { sink in
            self.subscribe(AnyObserver(eventHandler: sink.on, elementHandler: sink.onNext))
        }
    }
}
