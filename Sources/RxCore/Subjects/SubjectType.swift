/// Something that is both an observable sequence and an observer: `on(_:)` sends events to
/// everyone subscribed. `PublishSubject`, `BehaviorSubject`, `ReplaySubject` and `AsyncSubject`
/// are subjects; `multicast` takes any of them.
public protocol SubjectType: ObservableType {
    /// The observer half, usually the subject itself.
    associatedtype Observer: ObserverType

    /// The subject as an observer.
    func asObserver() -> Observer
}
