extension ObservableType {
    /// Only the element at `index` (from 0), then completion at its tick.
    ///
    ///     --a--b--c--|
    ///     element(at: 1)
    ///     -----(b|)
    ///
    /// If the source completes first, the result fails with `RxError.argumentOutOfRange`.
    public func element(at index: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        precondition(index >= 0, "index can't be negative")
        let source = asObservable()
        return Observable.produce("element", file: file, line: line) { sink in
            var remaining = index
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    if remaining == 0 {
                        sink.onNext(element)
                        sink.onCompleted()
                    }
                    remaining -= 1
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onError(RxError.argumentOutOfRange)
                }
            }
        }
    }

    /// The first element, or `nil` when the source completes empty; then completion.
    ///
    ///     --a--b--|            ----|
    ///     first()              first()
    ///     --(a|)               ----(nil|)
    ///
    /// As in RxSwift 6 the result is a `Single<Element?>` (call `asObservable()` to chain
    /// Observable operators); a source error fails it.
    public func first(file: StaticString = #fileID, line: UInt = #line) -> Single<Element?> {
        let source = asObservable()
        return Single(raw: Observable.produce("first", file: file, line: line) { sink in
            source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    sink.onNext(element)
                    sink.onCompleted()
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    sink.onNext(nil)
                    sink.onCompleted()
                }
            }
        })
    }

    /// The source's only element: it is emitted as soon as it arrives; a second element fails
    /// with `RxError.moreThanOneElement`, completion without one with `RxError.noElements`.
    ///
    ///     --a-----|            --a--b--|
    ///     single()             single()
    ///     --a-----|            --a--#            (moreThanOneElement)
    public func single(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        singleElement(matching: nil, file: file, line: line)
    }

    /// The only element satisfying `predicate`, with the errors of `single()`; elements that
    /// fail the predicate are dropped. A throwing predicate ends the sequence with its error.
    public func single(_ predicate: @escaping (Element) throws -> Bool, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        singleElement(matching: predicate, file: file, line: line)
    }

    private func singleElement(matching predicate: ((Element) throws -> Bool)?, file: StaticString, line: UInt) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("single", file: file, line: line) { sink in
            var seenElement = false
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    do {
                        guard try predicate?(element) ?? true else { return }
                    } catch {
                        sink.onError(error)
                        return
                    }
                    if seenElement {
                        sink.onError(RxError.moreThanOneElement)
                        return
                    }
                    seenElement = true
                    sink.onNext(element)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if seenElement { sink.onCompleted() } else { sink.onError(RxError.noElements) }
                }
            }
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        element(at: index, file: file, line: line)
    }
}
