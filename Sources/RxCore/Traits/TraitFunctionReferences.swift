// The trait creation functions as RxSwift declares them, without `file:line:`, for a function
// reference (`flatMap(Single.just)`, `catch(Maybe.error)`); a call picks the forms that take
// the call site. Their `Trace` row takes its consumer's call site, as `Observable.just`'s does.

extension PrimitiveSequenceType where Trait == SingleTrait {
    @_disfavoredOverload
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element, file: "", line: 0))
    }

    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error, file: "", line: 0))
    }

    @_disfavoredOverload
    public static func never() -> Single<Element> {
        Single(raw: Observable.never(file: "", line: 0))
    }
}

extension PrimitiveSequenceType where Trait == MaybeTrait {
    @_disfavoredOverload
    public static func just(_ element: Element) -> Maybe<Element> {
        Maybe(raw: Observable.just(element, file: "", line: 0))
    }

    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Maybe<Element> {
        Maybe(raw: Observable.error(error, file: "", line: 0))
    }

    @_disfavoredOverload
    public static func never() -> Maybe<Element> {
        Maybe(raw: Observable.never(file: "", line: 0))
    }

    @_disfavoredOverload
    public static func empty() -> Maybe<Element> {
        Maybe(raw: Observable.empty(file: "", line: 0))
    }
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    @_disfavoredOverload
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error, file: "", line: 0))
    }

    @_disfavoredOverload
    public static func never() -> Completable {
        Completable(raw: Observable.never(file: "", line: 0))
    }

    @_disfavoredOverload
    public static func empty() -> Completable {
        Completable(raw: Observable.empty(file: "", line: 0))
    }
}

extension InfallibleType {
    @_disfavoredOverload
    public static func just(_ element: Element) -> Infallible<Element> {
        Infallible(.just(element, file: "", line: 0))
    }

    @_disfavoredOverload
    public static func never() -> Infallible<Element> {
        Infallible(.never(file: "", line: 0))
    }

    @_disfavoredOverload
    public static func empty() -> Infallible<Element> {
        Infallible(.empty(file: "", line: 0))
    }
}
