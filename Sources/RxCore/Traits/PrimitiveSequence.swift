/// An observable sequence with a guarantee about how many elements it holds, named by `Trait`:
/// `Single` (exactly one, or an error), `Maybe` (at most one), `Completable` (none).
///
/// As in RxSwift it wraps an `Observable` and is only `ObservableConvertibleType`, not
/// `ObservableType`: Observable operators don't apply until you call `asObservable()`, so a
/// trait can't silently lose its guarantee.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) {
        self.source = raw
    }
}

/// Anything that is a `PrimitiveSequence`; lets extensions constrain `Trait` and `Element`.
public protocol PrimitiveSequenceType {
    associatedtype Trait
    associatedtype Element

    var primitiveSequence: PrimitiveSequence<Trait, Element> { get }
}

extension PrimitiveSequence: PrimitiveSequenceType {
    public var primitiveSequence: PrimitiveSequence<Trait, Element> { self }
}

extension PrimitiveSequence: ObservableConvertibleType {
    /// The underlying observable: `Single` emits `next` then `completed` at the same tick.
    public func asObservable() -> Observable<Element> { source }
}

// Operators every trait shares: each wraps the Observable operator of the same name, so the
// ticks are the Observable's.
extension PrimitiveSequence {
    /// Calls `observableFactory` on every subscription and subscribes to what it returns.
    public static func deferred(_ observableFactory: @escaping () throws -> PrimitiveSequence<Trait, Element>, file: StaticString = #fileID, line: UInt = #line)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.deferred({ try observableFactory().asObservable() }, file: file, line: line))
    }

    /// Shifts the element and the completion by `dueTime`; errors are not delayed.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler, file: file, line: line))
    }

    /// Subscribes to the source `dueTime` later.
    public func delaySubscription(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delaySubscription(dueTime, scheduler: scheduler, file: file, line: line))
    }

    /// Delivers the events on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler, file: file, line: line))
    }

    /// Subscribes to (and disposes) the source on `scheduler`.
    public func subscribe(on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.subscribe(on: scheduler, file: file, line: line))
    }

    /// On error, continues with the sequence `handler` returns for it.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>, file: StaticString = #fileID, line: UInt = #line)
        -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.catch({ try handler($0).asObservable() }, file: file, line: line))
    }

    /// Resubscribes after every error, for as long as it takes.
    public func retry(file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(file: file, line: line))
    }

    /// Resubscribes after an error, up to `maxAttemptCount` subscriptions in all.
    public func retry(_ maxAttemptCount: Int, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(maxAttemptCount, file: file, line: line))
    }

    /// Resubscribes after an error whenever the trigger built from the errors emits.
    public func retry<TriggerObservable: ObservableType, Error: Swift.Error>(
        when notificationHandler: @escaping (Observable<Error>) -> TriggerObservable, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler, file: file, line: line))
    }

    /// Resubscribes after an error whenever the trigger built from the errors emits.
    public func retry<TriggerObservable: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.retry(when: notificationHandler, file: file, line: line))
    }

    /// Prints subscriptions, events and disposals, as `Observable.debug` does.
    public func debug(
        _ identifier: String? = nil,
        trimOutput: Bool = false,
        file: String = #file,
        line: UInt = #line,
        function: String = #function,
        fileID: StaticString = #fileID
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function, fileID: fileID))
    }

    /// Ties a resource's lifetime to the subscription.
    public static func using<Resource: Disposable>(
        _ resourceFactory: @escaping () throws -> Resource,
        primitiveSequenceFactory: @escaping (Resource) throws -> PrimitiveSequence<Trait, Element>, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.using(resourceFactory, observableFactory: { resource in
            try primitiveSequenceFactory(resource).asObservable()
        }, file: file, line: line))
    }

    /// Fails with `RxError.timeout` if the source hasn't finished within `dueTime`.
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, scheduler: scheduler, file: file, line: line))
    }

    /// Switches to `other` if the source hasn't finished within `dueTime`.
    public func timeout(
        _ dueTime: RxTimeInterval,
        other: PrimitiveSequence<Trait, Element>,
        scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.timeout(dueTime, other: other.source, scheduler: scheduler, file: file, line: line))
    }
}

extension PrimitiveSequenceType where Element: RxAbstractInteger {
    /// Emits `0` after `dueTime`.
    public static func timer(_ dueTime: RxTimeInterval, scheduler: SchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable<Element>.timer(dueTime, scheduler: scheduler, file: file, line: line))
    }
}

// RxSwift 5 names, kept (deprecated) as RxSwift 6 keeps them.
extension PrimitiveSequence {
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        observe(on: scheduler, file: file, line: line)
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        subscribe(on: scheduler, file: file, line: line)
    }

    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> PrimitiveSequence<Trait, Element>, file: StaticString = #fileID, line: UInt = #line)
        -> PrimitiveSequence<Trait, Element> {
        `catch`(handler, file: file, line: line)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType, Error: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Error>) -> TriggerObservable, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler, file: file, line: line)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<TriggerObservable: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> TriggerObservable, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        retry(when: notificationHandler, file: file, line: line)
    }
}
