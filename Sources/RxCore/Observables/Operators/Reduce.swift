extension ObservableType {
    /// Folds every element into an accumulator and, when the source completes, emits the
    /// mapped result and completes at that same tick.
    ///
    ///     --1--2--3--|
    ///     reduce(0, accumulator: +, mapResult: { "\($0)" })
    ///     -----------("6"|)
    ///
    /// A throwing accumulator or `mapResult` ends the sequence with its error.
    public func reduce<Accumulate, Result>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        mapResult: @escaping (Accumulate) throws -> Result,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Result> {
        let source = asObservable()
        return Observable.produce("reduce", file: file, line: line) { sink in
            var accumulate = seed
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    do { accumulate = try accumulator(accumulate, element) } catch { sink.onError(error) }
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    do {
                        let result = try mapResult(accumulate)
                        sink.onNext(result)
                        sink.onCompleted()
                    } catch {
                        sink.onError(error)
                    }
                }
            }
        }
    }

    /// Folds every element into an accumulator; emits the total when the source completes.
    ///
    ///     --1--2--3--|
    ///     reduce(0, accumulator: +)
    ///     -----------(6|)
    ///
    /// For the intermediate values, see `scan`.
    public func reduce<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Accumulate> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 }, file: file, line: line)
    }

    /// Collects every element; succeeds with the array when the source completes.
    ///
    ///     --1--2--3--|
    ///     toArray()
    ///     -----------([1, 2, 3]|)
    ///
    /// As in RxSwift 6 the result is a `Single<[Element]>` (call `asObservable()` to chain
    /// Observable operators); a source error fails it.
    public func toArray(file: StaticString = #fileID, line: UInt = #line) -> Single<[Element]> {
        let source = asObservable()
        return Single(raw: Observable.produce("toArray", file: file, line: line) { sink in
            var elements: [Element] = []
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    elements.append(element)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onNext(elements)
                    sink.onCompleted()
                }
            }
        })
    }
}
