/// A `BehaviorSubject` that can't terminate: it holds a current `value`, which a new
/// observer gets at once, and `accept` replaces it and sends it to every observer.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// Creates a relay whose current value is `value`.
    public init(value: Element, file: StaticString = #fileID, line: UInt = #line) {
        subject = BehaviorSubject(value: value, kind: "BehaviorRelay", file: file, line: line)
    }

    /// The current value.
    public var value: Element {
        // A relay is never disposed and never fails, so this can't throw.
        try! subject.value()
    }

    /// Makes `element` the current value and sends it to every observer.
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
