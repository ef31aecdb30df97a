extension ObservableType {
    /// Turns each element into a sequence, subscribes to all of them, and merges their elements.
    ///
    ///     --1--2|
    ///     flatMap { n in inner(n) }        inner(n) = -n---n|
    ///     ---1--21--2|
    ///
    /// Completes when the source and every inner sequence have completed. A throwing
    /// `selector` ends the sequence with its error.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line) -> Observable<Source.Element> {
        Observable.merging(asObservable(), maxConcurrent: .max, label: ("flatMap", file, line)) { try selector($0).asObservable() }
    }

    /// Like `flatMap`, but while an inner sequence is running new elements are ignored
    /// (`selector` is not even called for them).
    ///
    ///     --1--2-----3|
    ///     flatMapFirst { n in inner(n) }   inner(n) = -n---n|
    ///     ---1---1----3---3|               (2 arrived while inner(1) ran)
    public func flatMapFirst<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line) -> Observable<Source.Element> {
        Observable.merging(asObservable(), maxConcurrent: .max, skipWhileBusy: true, label: ("flatMapFirst", file, line)) { try selector($0).asObservable() }
    }

    /// Like `flatMap`, but one inner sequence at a time, in order: the next one is
    /// subscribed when the previous one completes. `selector` runs as each element arrives.
    ///
    ///     --1--2|
    ///     concatMap { n in inner(n) }      inner(n) = -n---n|
    ///     ---1---1-2---2|                  (inner(2) subscribed when inner(1) completed)
    public func concatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line) -> Observable<Source.Element> {
        Observable.merging(asObservable(), maxConcurrent: 1, label: ("concatMap", file, line)) { try selector($0).asObservable() }
    }
}
