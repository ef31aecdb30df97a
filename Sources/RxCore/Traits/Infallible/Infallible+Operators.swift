// Infallible's operators: RxSwift 6.10's set, each one the Observable operator on the wrapped
// sequence, wrapped again. Closures that may throw are accepted where RxSwift accepts them;
// a thrown error is the one way an error can get into an Infallible (see `subscribe(_:)`).

// MARK: - Element by element

extension InfallibleType {
    /// Only the elements `predicate` accepts.
    ///
    ///     --1--2--3--|
    ///     filter { $0 != 2 }
    ///     --1-----3--|
    public func filter(_ predicate: @escaping (Element) -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().filter(predicate, file: file, line: line))
    }

    /// Each element transformed.
    ///
    ///     --1--2--|
    ///     map { $0 * 10 }
    ///     --10-20-|
    public func map<Result>(_ transform: @escaping (Element) -> Result, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Result> {
        Infallible(asObservable().map(transform, file: file, line: line))
    }

    /// Each element transformed, the `nil` results dropped.
    public func compactMap<Result>(_ transform: @escaping (Element) -> Result?, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Result> {
        Infallible(asObservable().compactMap(transform, file: file, line: line))
    }

    /// Each running total, starting from `seed`: `1-2-3|` with `scan(0, +)` is `1-3-6|`.
    public func scan<Seed>(_ seed: Seed, accumulator: @escaping (Seed, Element) -> Seed, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Seed> {
        Infallible(asObservable().scan(seed, accumulator: accumulator, file: file, line: line))
    }

    /// `scan` with an accumulator that mutates the running value in place.
    public func scan<Seed>(into seed: Seed, accumulator: @escaping (inout Seed, Element) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Seed> {
        Infallible(asObservable().scan(into: seed, accumulator: accumulator, file: file, line: line))
    }

    /// `element` first (on subscription), then the source's elements.
    public func startWith(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().startWith(element, file: file, line: line))
    }
}

// MARK: - Distinct

extension InfallibleType where Element: Equatable {
    /// Drops an element equal to the one before it: `1-1-2-1|` becomes `1---2-1|`.
    public func distinctUntilChanged(file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(file: file, line: line))
    }
}

extension InfallibleType {
    /// Drops an element whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: { $0 == $1 }, file: file, line: line))
    }

    /// Drops an element `comparer` finds equal to the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged({ $0 }, comparer: comparer, file: file, line: line))
    }

    /// Drops an element whose key `comparer` finds equal to the previous element's key.
    public func distinctUntilChanged<Key>(_ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged(keySelector, comparer: comparer, file: file, line: line))
    }

    /// Drops an element whose property at `keyPath` equals the previous element's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().distinctUntilChanged({ $0[keyPath: keyPath] == $1[keyPath: keyPath] }, file: file, line: line))
    }
}

// MARK: - Time

extension InfallibleType {
    /// An element once `dueTime` passed without a newer one.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().debounce(dueTime, scheduler: scheduler, file: file, line: line))
    }

    /// At most one element per `dueTime` (the first, and the latest at the window's end if `latest`).
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().throttle(dueTime, latest: latest, scheduler: scheduler, file: file, line: line))
    }
}

// MARK: - Side effects and debugging

extension Infallible {
    /// Runs the closures at each event (`on…` before it goes on, `after…` after), on subscription and on disposal.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<Element> {
        Infallible(asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose, file: file, line: line
        ))
    }
}

extension InfallibleType {
    /// Prints every event, subscription and disposal (see `Observable.debug`).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function,
                      fileID: StaticString = #fileID) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function, fileID: fileID))
    }
}
