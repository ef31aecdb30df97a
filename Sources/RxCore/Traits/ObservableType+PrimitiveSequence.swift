// Observable → trait conversions. The elements are held until the source completes, as in
// RxSwift: a `Single` or `Maybe` made from an Observable succeeds at the completion tick.

extension ObservableType {
    /// The source as a `Single`: its only element, sent (with completion) when the source
    /// completes. A second element fails at once with `RxError.moreThanOneElement`; a
    /// completion without an element fails with `RxError.noElements`.
    ///
    ///     --a-----|            --a--b--|          -----|
    ///     asSingle()
    ///     --------(a|)         -----#             -----#
    ///                          (moreThanOneElement) (noElements)
    public func asSingle(file: StaticString = #fileID, line: UInt = #line) -> Single<Element> {
        Single(raw: holdingLastElement("asSingle", emptyError: RxError.noElements, file: file, line: line))
    }

    /// The source as a `Maybe`: its only element (if any), sent when the source completes.
    /// A second element fails at once with `RxError.moreThanOneElement`.
    ///
    ///     --a-----|            -----|             --a--b--|
    ///     asMaybe()
    ///     --------(a|)         -----|             -----#    (moreThanOneElement)
    public func asMaybe(file: StaticString = #fileID, line: UInt = #line) -> Maybe<Element> {
        Maybe(raw: holdingLastElement("asMaybe", emptyError: nil, file: file, line: line))
    }

    // Traced as a row named `asSingle` / `asMaybe`, labelled with the line that called it.
    private func holdingLastElement(_ name: StaticString, emptyError: Swift.Error?, file: StaticString, line: UInt) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce(name, file: file, line: line) { sink in
            var held: Element?
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    if held != nil {
                        sink.onError(RxError.moreThanOneElement)
                        return
                    }
                    held = element
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if let element = held {
                        sink.onNext(element)
                        sink.onCompleted()
                    } else if let emptyError {
                        sink.onError(emptyError)
                    } else {
                        sink.onCompleted()
                    }
                }
            }
        }
    }
}

extension ObservableType where Element == Swift.Never {
    /// An `Observable<Never>` (see `ignoreElements()`) as a `Completable`.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}
