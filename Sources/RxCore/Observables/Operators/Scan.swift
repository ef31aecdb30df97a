extension ObservableType {
    /// Folds each element into an accumulator that the closure mutates in place, emitting
    /// every intermediate value. The seed itself is not emitted.
    ///
    ///     --1--2--3--|
    ///     scan(into: 0) { $0 += $1 }
    ///     --1--3--6--|
    ///
    /// A throwing accumulator ends the sequence with its error.
    @inlinable public func scan<Accumulate>(
        into seed: Accumulate,
        accumulator: @escaping (inout Accumulate, Element) throws -> Void, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Accumulate> {
        let source = asObservable()
        return Observable.produce("scan", file: file, line: line) { sink in
            let accumulate = UncheckedBox(seed)
            return source.subscribeEvents(onNext: { element in
                do {
                    try accumulator(&accumulate.value, element)
                    sink.onNext(accumulate.value)
                } catch {
                    sink.onError(error)
                }
            }, onTerminal: { event in
                switch event {
                case .next: break
                case .error(let error): sink.onError(error)
                case .completed: sink.onCompleted()
                }
            })
        }
    }

    /// Folds each element into an accumulator, emitting every intermediate value.
    ///
    ///     --1--2--3--|
    ///     scan(0) { $0 + $1 }
    ///     --1--3--6--|
    ///
    /// For the final value only, see `reduce`.
    @inlinable public func scan<Accumulate>(
        _ seed: Accumulate,
        accumulator: @escaping (Accumulate, Element) throws -> Accumulate, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Accumulate> {
        // `scan(into:)` with `accumulate = try accumulator(accumulate, element)`, written out:
        // wrapping `accumulator` in an inout closure cost a second closure call per element.
        let source = asObservable()
        return Observable.produce("scan", file: file, line: line) { sink in
            let accumulate = UncheckedBox(seed)
            return source.subscribeEvents(onNext: { element in
                do {
                    accumulate.value = try accumulator(accumulate.value, element)
                    sink.onNext(accumulate.value)
                } catch {
                    sink.onError(error)
                }
            }, onTerminal: { event in
                switch event {
                case .next: break
                case .error(let error): sink.onError(error)
                case .completed: sink.onCompleted()
                }
            })
        }
    }
}
