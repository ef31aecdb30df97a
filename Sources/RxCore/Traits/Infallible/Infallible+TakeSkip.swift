// Infallible's take and skip operators (RxSwift 6.10's set).

// MARK: - Take and skip

extension InfallibleType {
    /// Elements until `other` emits, then completion.
    public func take(until other: some InfallibleType) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable()))
    }

    /// Elements until `other` emits, then completion.
    public func take(until other: some ObservableType) -> Infallible<Element> {
        Infallible(asObservable().take(until: other))
    }

    /// Elements until one passes `predicate` (that one included if `behavior` is `.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior))
    }

    /// Elements while they pass `predicate` (the first failing one included if `.inclusive`).
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior))
    }

    /// The first `count` elements, then completion.
    public func take(_ count: Int) -> Infallible<Element> {
        Infallible(asObservable().take(count))
    }

    /// Elements for `duration` from subscription, then completion.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler))
    }

    /// Drops elements while they pass `predicate`, then lets everything through.
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate))
    }

    /// Drops elements until `other` emits.
    public func skip(until other: some ObservableType) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other))
    }
}
