extension ObservableType {
    /// Transforms each element.
    ///
    ///     --1--2--3--|
    ///     map { $0 * 10 }
    ///     --10-20-30-|
    ///
    /// A throwing transform ends the sequence with its error.
    @inlinable public func map<Result>(_ transform: @escaping (Element) throws -> Result, file: StaticString = #fileID, line: UInt = #line) -> Observable<Result> {
        asObservable().mapElements(transform, file: file, line: line)
    }

    /// Transforms each element and drops the `nil` results.
    @inlinable public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?, file: StaticString = #fileID, line: UInt = #line) -> Observable<Result> {
        let source = asObservable()
        return Observable.produce("compactMap", file: file, line: line) { sink in
            source.subscribeEvents(onNext: { element in
                do {
                    if let result = try transform(element) { sink.onNext(result) }
                } catch { sink.onError(error) }
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

extension Observable {
    /// `map` on the erased source. Built here, generic over the element types alone, the
    /// per-element closure has one copy per pair of types; built in `map`, it had one per
    /// source type (`Observable`, a subject, a test observable), which the compiler merged
    /// behind a jump that every element took.
    @inlinable func mapElements<Result>(_ transform: @escaping (Element) throws -> Result, file: StaticString, line: UInt) -> Observable<Result> {
        let source = self
        return Observable<Result>.produce("map", file: file, line: line) { sink in
            source.subscribeEvents(onNext: { element in
                do { sink.onNext(try transform(element)) } catch { sink.onError(error) }
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
