/// The trait of a sequence that produces at most one element.
public enum MaybeTrait {}

/// A sequence of at most one element: `success(value)`, `completed` (empty) or `error`.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>

/// What a `Maybe` delivers.
@frozen public enum MaybeEvent<Element> {
    /// The one element (underneath: `next(element)` then `completed`).
    case success(Element)
    /// The sequence failed.
    case error(Swift.Error)
    /// The sequence finished without an element.
    case completed
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// Builds a `Maybe` from a subscribe function; the first event it sends ends it.
    public static func create(
        subscribe: @escaping (@escaping MaybeObserver) -> Disposable, file: StaticString = #fileID, line: UInt = #line
    ) -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.created("Maybe.create", file: file, line: line) { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error):
                    observer.on(.error(error))
                case .completed:
                    observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes a closure that receives the one `MaybeEvent`.
    public func subscribe(_ observer: @escaping (MaybeEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes closures per outcome. `onDisposed` runs after any of them, or on disposal.
    /// An error without `onError` goes to `Hooks.defaultErrorHandler`.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let observer: MaybeObserver = { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
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
        onSuccess: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] value in if let object { onSuccess?(object, value) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } }
        )
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Succeeds with `element` as soon as it is subscribed.
    public static func just(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, file: file, line: line))
    }

    /// Succeeds with `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, scheduler: scheduler, file: file, line: line))
    }

    /// Fails with `error` as soon as it is subscribed.
    public static func error(_ error: Swift.Error, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: Observable.error(error, file: file, line: line))
    }

    /// Never sends anything.
    public static func never(file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: Observable.never(file: file, line: line))
    }

    /// Completes, without an element, as soon as it is subscribed.
    public static func empty(file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: Observable.empty(file: file, line: line))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    /// Side effects around the subscription and its events; see `Observable.do`.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil, file: StaticString = #fileID, line: UInt = #line
    ) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.do(
            onNext: onNext,
            afterNext: afterNext,
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

    /// Keeps the element only if it satisfies `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate, file: file, line: line))
    }

    /// Transforms the element, if there is one.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.map(transform, file: file, line: line))
    }

    /// Transforms the element, completing empty when the transform returns `nil`.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform, file: file, line: line))
    }

    /// Continues with the `Maybe` that `selector` makes from the element.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector, file: file, line: line))
    }

    /// Succeeds with the element, or with `default` if the `Maybe` completes empty.
    ///
    ///     -----|          --(a|)
    ///     ifEmpty(default: z)
    ///     -----(z|)       --(a|)
    public func ifEmpty(default: Element, file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: primitiveSequence.source.elementOrDefault(`default`, file: file, line: line))
    }

    /// Continues with `other` if the `Maybe` completes empty.
    public func ifEmpty(switchTo other: Maybe<Element>, file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.switchingIfEmpty(to: other.source, file: file, line: line))
    }

    /// Continues with `other` if the `Maybe` completes empty: the result always has an element.
    public func ifEmpty(switchTo other: Single<Element>, file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: primitiveSequence.source.switchingIfEmpty(to: other.source, file: file, line: line))
    }

    /// On error, succeeds with `element` instead.
    public func catchAndReturn(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element, file: file, line: line))
    }

    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element, file: StaticString = #fileID, line: UInt = #line) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element, file: file, line: line)
    }
}

// The Maybe's own `ifEmpty` cores (RxSwift's DefaultIfEmpty and SwitchIfEmpty ticks), traced
// as a row named `ifEmpty` labelled with the caller's line, as Observable's `ifEmpty` is.
extension Observable {
    /// Passes the elements on; an empty completion sends `element` first, at the same tick.
    fileprivate func elementOrDefault(_ element: Element, file: StaticString, line: UInt) -> Observable<Element> {
        let source = self
        return Observable.produce("ifEmpty", file: file, line: line) { sink in
            var isEmpty = true
            return source.subscribeEvents { event in
                switch event {
                case .next(let value):
                    isEmpty = false
                    sink.onNext(value)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if isEmpty { sink.onNext(element) }
                    sink.onCompleted()
                }
            }
        }
    }

    /// Passes the elements on; an empty completion disposes the source and subscribes to
    /// `other` at that tick (source `Subscription(200, t)`, other `Subscription(t, …)`).
    fileprivate func switchingIfEmpty(to other: Observable<Element>, file: StaticString, line: UInt) -> Observable<Element> {
        let source = self
        return Observable.produce("ifEmpty", file: file, line: line) { sink in
            var isEmpty = true
            let current = SerialDisposable()
            let first = SingleAssignmentDisposable()
            current.disposable = first
            first.setDisposable(source.subscribeEvents { event in
                switch event {
                case .next(let value):
                    isEmpty = false
                    sink.onNext(value)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if isEmpty {
                        current.disposable = other.subscribeEvents(sink.on)
                    } else {
                        sink.onCompleted()
                    }
                }
            })
            return current
        }
    }
}
