/// A `PublishSubject` that can't terminate: `accept` sends an element to the observers
/// subscribed at that moment. Relays suit UI state and events, which never "finish".
public final class PublishRelay<Element>: ObservableType {
    private let subject: PublishSubject<Element>

    /// Creates a relay with no observers.
    public init(file: StaticString = #fileID, line: UInt = #line) {
        subject = PublishSubject(kind: "PublishRelay", file: file, line: line)
    }

    /// Sends `element` to every current observer.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The relay as an observable sequence that never terminates.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }
}
