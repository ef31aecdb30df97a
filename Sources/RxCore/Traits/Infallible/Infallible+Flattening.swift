// Infallible's flattening, sharing and with-latest operators (RxSwift 6.10's set).

// MARK: - Flattening

extension InfallibleType {
    /// Every inner sequence's elements, merged. (The inner sequences may be any observable:
    /// one that errors breaks the promise, as in RxSwift.)
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMap(selector, file: file, line: line))
    }

    /// Only the latest inner sequence's elements.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest(selector, file: file, line: line))
    }

    /// Inner sequences one at a time; an element arriving while one runs is dropped.
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapFirst(selector, file: file, line: line))
    }

    /// Inner sequences one after another, in order.
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) -> Source, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Source.Element> {
        Infallible(asObservable().concatMap(selector, file: file, line: line))
    }
}

extension ObservableType {
    /// `flatMapLatest` into infallible sequences is infallible (RxSwift 6 has this overload).
    public func flatMapLatest<Source: InfallibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Source.Element> {
        Infallible(asObservable().flatMapLatest({ try selector($0).asObservable() }, file: file, line: line))
    }
}

// MARK: - Sharing, combining with others

extension InfallibleType {
    /// One subscription to the source shared by all observers (see `Observable.share`).
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Element> {
        Infallible(asObservable().share(replay: replay, scope: scope, file: file, line: line))
    }

    /// Each element with `obj` while it is alive; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Out> {
        Infallible(asObservable().withUnretained(obj, resultSelector: resultSelector, file: file, line: line))
    }

    /// Each element paired with `obj` while it is alive; completes once `obj` is gone.
    public func withUnretained<Object: AnyObject>(_ obj: Object, file: StaticString = #fileID, line: UInt = #line) -> Infallible<(Object, Element)> {
        withUnretained(obj, resultSelector: { ($0, $1) }, file: file, line: line)
    }

    /// Each element combined with `second`'s latest element (nothing before `second` emitted).
    public func withLatestFrom<Source: InfallibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType, file: StaticString = #fileID, line: UInt = #line
    ) -> Infallible<ResultType> {
        Infallible(asObservable().withLatestFrom(second.asObservable(), resultSelector: resultSelector, file: file, line: line))
    }

    /// `second`'s latest element each time this sequence emits.
    public func withLatestFrom<Source: InfallibleType>(_ second: Source, file: StaticString = #fileID, line: UInt = #line) -> Infallible<Source.Element> {
        withLatestFrom(second, resultSelector: { $1 }, file: file, line: line)
    }
}
