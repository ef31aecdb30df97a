extension ObservableType {
    /// Combines each element of this sequence with the latest element of `second`;
    /// elements that arrive before `second` has emitted anything are dropped.
    ///
    ///     x: --1----2----3----4-|
    ///     y: ---a-------b-c-----|
    ///     x.withLatestFrom(y) { "\($0)\($1)" }
    ///        -------A----B----C-|      A = 2a, B = 3b, C = 4c   (1 came before any y)
    ///
    /// Only this sequence drives completion: `second` completing just stops updating the
    /// latest element, while an error from either ends the result.
    public func withLatestFrom<Source: ObservableConvertibleType, ResultType>(
        _ second: Source,
        resultSelector: @escaping (Element, Source.Element) throws -> ResultType,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<ResultType> {
        let first = asObservable()
        let second = second.asObservable()
        return Observable.produce("withLatestFrom", file: file, line: line) { sink in
            let lock = RecursiveLock()
            var latest: Source.Element?
            let secondSubscription = SingleAssignmentDisposable()
            secondSubscription.setDisposable(second.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next(let value): latest = value
                    case .error(let error): sink.onError(error)
                    case .completed: secondSubscription.dispose()
                    }
                }
            })
            let firstSubscription = first.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next(let value):
                        guard let latest else { return }
                        do { sink.onNext(try resultSelector(value, latest)) } catch { sink.onError(error) }
                    case .error(let error): sink.onError(error)
                    case .completed: sink.onCompleted()
                    }
                }
            }
            return Disposables.create(firstSubscription, secondSubscription)
        }
    }

    /// The latest element of `second` each time this sequence emits (once `second` has emitted).
    ///
    ///     x: --1----2---3-|
    ///     y: ---a------b--|
    ///     x.withLatestFrom(y)
    ///        -------a---b-|
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source, file: StaticString = #fileID, line: UInt = #line) -> Observable<Source.Element> {
        withLatestFrom(second, resultSelector: { $1 }, file: file, line: line)
    }
}
