// Infallible's flattening, sharing and with-latest operators (RxSwift 6.10's set).

// MARK: - Flattening

extension InfallibleType {
    /// Every inner sequence's elements, merged. (The inner sequences may be any observable:
    /// one that errors breaks the promise, as in RxSwift.)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector))
    }

    /// Only the latest inner sequence's elements.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector))
    }

    /// Inner sequences one at a time; an element arriving while one runs is dropped.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector))
    }

    /// Inner sequences one after another, in order.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap(selector))
    }
}

extension ObservableType {
    /// `flatMapLatest` into infallible sequences is infallible (RxSwift 6 has this overload).
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest { try selector($0).asObservable() })
    }
}

// MARK: - Sharing, combining with others

extension InfallibleType {
    /// One subscription to the source shared by all observers (see `Observable.share`).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope))
    }

    /// Each element with `obj` while it is alive; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector))
    }

    /// Each element paired with `obj` while it is alive; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Infallible<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }

    /// Each element combined with `second`'s latest element (nothing before `second` emitted).
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector))
    }

    /// `second`'s latest element each time this sequence emits.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source) -> Infallible<Source.Element> {
        withLatestFrom(second) { $1 }
    }
}
