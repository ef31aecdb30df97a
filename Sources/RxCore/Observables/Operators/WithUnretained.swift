extension ObservableType {
    /// Combines each element with `obj`, held weakly: once `obj` is gone, the next element
    /// completes the sequence instead (the source is disposed then).
    ///
    ///     --1--2--3--4--|        (obj released between 2 and 3)
    ///     withUnretained(obj) { ($0, $1) }
    ///     --(o,1)--(o,2)--|      (completed at 3)
    ///
    /// Source errors pass through.
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object,
        resultSelector: @escaping ((Object, Element)) -> Out,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Out> {
        let source = asObservable()
        return Observable.produce("withUnretained", file: file, line: line) { [weak obj] sink in
            source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    guard let object = obj else { sink.onCompleted(); return }
                    sink.onNext(resultSelector((object, element)))
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        }
    }

    /// Pairs each element with `obj`, held weakly; completes once `obj` is gone.
    ///
    ///     --1--2--|
    ///     withUnretained(obj)
    ///     --(o,1)--(o,2)--|
    public func withUnretained<Object: AnyObject>(_ obj: Object, file: StaticString = #fileID, line: UInt = #line) -> Observable<(Object, Element)> {
        withUnretained(obj, resultSelector: { ($0, $1) }, file: file, line: line)
    }
}
