extension ObservableType {
    /// Pairs each element with its index, counting from 0.
    ///
    ///     --a--b--c--|
    ///     enumerated()
    ///     --(0,a)--(1,b)--(2,c)--|
    ///
    /// Should the index overflow `Int`, the sequence ends with `RxError.overflow`, as in RxSwift.
    public func enumerated(file: StaticString = #fileID, line: UInt = #line) -> Observable<(index: Int, element: Element)> {
        let source = asObservable()
        return Observable.produce("enumerated", file: file, line: line) { sink in
            var nextIndex = 0
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    let index = nextIndex
                    let (incremented, overflow) = nextIndex.addingReportingOverflow(1)
                    if overflow { sink.onError(RxError.overflow); return }
                    nextIndex = incremented
                    sink.onNext((index: index, element: element))
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onCompleted()
                }
            }
        }
    }
}
