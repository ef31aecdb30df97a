/// The trait of a sequence that produces exactly one element, or an error.
public enum SingleTrait {}

/// A sequence of exactly one element or an error: `success(value)` or `failure(error)`.
/// Underneath, success is `next(value)` followed by `completed` at the same tick.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a `Single` delivers: RxSwift 6 uses Swift's `Result` (`.success` / `.failure`).
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// Builds a `Single` from a subscribe function; the first event it sends ends it.
    ///
    ///     Single<Int>.create { observer in
    ///         observer(.success(42))
    ///         return Disposables.create()
    ///     }
    public static func create(
        subscribe: @escaping (@escaping SingleObserver) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        let source = Observable<Element>.created("Single.create", file: file, line: line) { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one `SingleEvent`.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: assertionFailure("A Single can't complete without an element")
            }
        }
    }

    /// Subscribes closures for success and failure. `onDisposed` runs after either, or on disposal.
    /// A failure without `onFailure` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let observer: SingleObserver = { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
            }
            disposable.dispose()
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// The same, with `object` passed to each closure while it is alive (no retain cycle).
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] value in if let object { onSuccess?(object, value) } },
            onFailure: { [weak object] error in if let object { onFailure?(object, error) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }

    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: @escaping ((Swift.Error) -> Void),
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Succeeds with `element` as soon as it is subscribed.
    public static func just(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: Observable.just(element, file: file, line: line))
    }

    /// Succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler, file: file, line: line))
    }

    /// Fails with `error` as soon as it is subscribed.
    public static func error(_ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: Observable.error(error, file: file, line: line))
    }

    /// Never sends anything.
    public static func never(file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: Observable.never(file: file, line: line))
    }
}

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// Side effects around the subscription and its event; see `Observable.do`.
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess,
            afterNext: afterSuccess,
            onError: onError,
            afterError: afterError,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose,
            file: file, line: line
        ))
    }

    /// Keeps the element only if it satisfies `predicate`: the result is a `Maybe`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate, file: file, line: line))
    }

    /// Transforms the element; a throwing transform fails the `Single`.
    ///
    ///     ---(1|)
    ///     map { $0 * 10 }
    ///     ---(10|)
    public func map<Result>(_ transform: @escaping (Element) throws -> Result, file: StaticString = #fileID, line: UInt = #line) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform, file: file, line: line))
    }

    /// Transforms the element, completing empty when the transform returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform, file: file, line: line))
    }

    /// Continues with the `Single` that `selector` makes from the element.
    ///
    ///     ---(1|)
    ///     flatMap { x in --(x*10|) }
    ///     -----(10|)
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>, file: StaticString = #fileID, line: UInt = #line) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector, file: file, line: line))
    }

    /// Continues with the `Maybe` that `selector` makes from the element.
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Result> {
        Maybe(raw: Observable.merging(primitiveSequence.source, maxConcurrent: .max, label: ("flatMapMaybe", file, line)) { try selector($0).asObservable() })
    }

    /// Continues with the `Completable` that `selector` makes from the element.
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable, file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Observable.merging(primitiveSequence.source, maxConcurrent: .max, label: ("flatMapCompletable", file, line)) { try selector($0).asObservable() })
    }

    /// Succeeds with the array of every source's element (in order) once all have succeeded;
    /// with no sources, succeeds with `resultSelector([])` on subscription.
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection,
        resultSelector: @escaping ([Element]) throws -> Result, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            let empty = Observable<Result>.deferred { .just(try resultSelector([])) }
            return PrimitiveSequence<Trait, Result>(raw: Trace.source(empty, name: "zip", file: file, line: line))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector, file: file, line: line))
    }

    /// Succeeds with the array of every source's element once all have succeeded.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, [Element]>(raw: Trace.source(.just([]), name: "zip", file: file, line: line))
        }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }, file: file, line: line))
    }

    /// On failure, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element, file: file, line: line))
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element, file: file, line: line)
    }

    /// The same sequence seen as a `Maybe`.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// Drops the element: completes when the `Single` succeeds.
    public func asCompletable(file: StaticString = #fileID, line: UInt = #line) -> Completable {
        Completable(raw: Trace.source(primitiveSequence.source.ignoreElements(), name: "asCompletable", file: file, line: line))
    }
}
