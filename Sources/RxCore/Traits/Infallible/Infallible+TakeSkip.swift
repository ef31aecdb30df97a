// Infallible's take and skip operators (RxSwift 6.10's set).

// MARK: - Take and skip

extension InfallibleType {
    /// Elements until `other` emits, then completion.
    public func take(until other: some InfallibleType, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().take(until: other.asObservable(), file: file, line: line))
    }

    /// Elements until `other` emits, then completion.
    public func take(until other: some ObservableType, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().take(until: other, file: file, line: line))
    }

    /// Elements until one passes `predicate` (that one included if `behavior` is `.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().take(until: predicate, behavior: behavior, file: file, line: line))
    }

    /// Elements while they pass `predicate` (the first failing one included if `.inclusive`).
    public func take(while predicate: @escaping (Element) throws -> Bool, behavior: TakeBehavior = .exclusive, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().take(while: predicate, behavior: behavior, file: file, line: line))
    }

    /// The first `count` elements, then completion.
    public func take(_ count: Int, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().take(count, file: file, line: line))
    }

    /// Elements for `duration` from subscription, then completion.
    public func take(for duration: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().take(for: duration, scheduler: scheduler, file: file, line: line))
    }

    /// Drops elements while they pass `predicate`, then lets everything through.
    public func skip(while predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().skip(while: predicate, file: file, line: line))
    }

    /// Drops elements until `other` emits.
    public func skip(until other: some ObservableType, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().skip(until: other, file: file, line: line))
    }
}
