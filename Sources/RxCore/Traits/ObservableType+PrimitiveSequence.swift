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
    public func asSingle() -> Single<Element> {
        Single(raw: holdingLastElement(emptyError: RxError.noElements))
    }

    /// The source as a `Maybe`: its only element (if any), sent when the source completes.
    /// A second element fails at once with `RxError.moreThanOneElement`.
    ///
    ///     --a-----|            -----|             --a--b--|
    ///     asMaybe()
    ///     --------(a|)         -----|             -----#    (moreThanOneElement)
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: holdingLastElement(emptyError: nil))
    }

    private func holdingLastElement(emptyError: Swift.Error?) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce { sink in
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
