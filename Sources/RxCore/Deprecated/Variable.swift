/// RxSwift 2–5's mutable value that can be observed (RxSwift 5 deprecated it, RxSwift 6
/// removed it; BehaviorRelay replaces it). It completes when it is deallocated,
/// which is how the documents' examples end with `Completed`.
@available(*, deprecated, message: "Variable is BehaviorRelay in RxSwift 6 (accept(_:) to set, value to read); unlike Variable, a relay never completes")
public final class Variable<Element> {
    private let subject: BehaviorSubject<Element>
    private let lock = RecursiveLock()
    private var current: Element

    public init(_ value: Element) {
        current = value
        subject = BehaviorSubject(value: value)
    }

    /// Setting it sends the new value to every subscriber.
    public var value: Element {
        get { lock.performLocked { current } }
        set {
            lock.performLocked { current = newValue }
            subject.onNext(newValue)
        }
    }

    /// The current value, then every new one; completes when the variable goes away.
    public func asObservable() -> Observable<Element> {
        subject.asObservable()
    }

    deinit {
        subject.onCompleted()
    }
}
