/// The trait of a sequence that produces no element: it only completes or fails.
public enum CompletableTrait {}

/// A sequence that only completes or fails (its element type is `Never`).
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Completable` delivers.
@frozen public enum CompletableEvent {
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence finished.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// Builds a `Completable` from a subscribe function; the first event it sends ends it.
    public static func create(
        subscribe: @escaping (@escaping CompletableObserver) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.created("Completable.create", file: file, line: line) { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one `CompletableEvent`.
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next: preconditionFailure("A Completable can't emit an element")
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures for completion and error. `onDisposed` runs after either, or on
    /// disposal. An error without `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let observer: CompletableObserver = { event in
            switch event {
            case .error(let error):
                if let onError { onError(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
            case .completed:
                onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// The same, with `object` passed to each closure while it is alive (no retain cycle).
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Fails with `error` as soon as it is subscribed.
    public static func error(_ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Observable.error(error, file: file, line: line))
    }

    /// Never sends anything.
    public static func never(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Observable.never(file: file, line: line))
    }

    /// Completes as soon as it is subscribed.
    public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Observable.empty(file: file, line: line))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// Side effects around the subscription and its event; see `Observable.do`.
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError,
            afterError: afterError,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose,
            file: file, line: line
        ))
    }

    /// Runs `second` after `self` completes.
    public func concat(_ second: Completable, file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable.concat(primitiveSequence, second, file: file, line: line)
    }

    /// Runs the completables one after another; the first error ends the result.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence, file: StaticString = #fileID, line: UInt = #line) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }, file: file, line: line))
    }

    /// Runs the completables one after another; the first error ends the result.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection, file: StaticString = #fileID, line: UInt = #line) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }, file: file, line: line))
    }

    /// Runs the completables one after another; the first error ends the result.
    public static func concat(_ sources: Completable..., file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }, file: file, line: line))
    }

    /// Runs the completables at once; completes when all have (for `Completable`, zip is merge).
    public static func zip<Collection: Swift.Collection>(_ sources: Collection, file: StaticString = #fileID, line: UInt = #line) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Trace.source(Observable.merge(sources.map { $0.asObservable() }), name: "zip", file: file, line: line))
    }

    /// Runs the completables at once; completes when all have.
    public static func zip(_ sources: [Completable], file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Trace.source(Observable.merge(sources.map { $0.asObservable() }), name: "zip", file: file, line: line))
    }

    /// Runs the completables at once; completes when all have.
    public static func zip(_ sources: Completable..., file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Trace.source(Observable.merge(sources.map { $0.asObservable() }), name: "zip", file: file, line: line))
    }
}
