extension ObservableType {
    /// Passes the source through; if it completes without any element, emits `default` first.
    ///
    ///     -----|
    ///     ifEmpty(default: 0)
    ///     -----(0|)
    ///
    /// Errors pass through unchanged (no default).
    public func ifEmpty(default: Element, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("ifEmpty", file: file, line: line) { sink in
            var isEmpty = true
            return source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    isEmpty = false
                    sink.onNext(element)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if isEmpty { sink.onNext(`default`) }
                    sink.onCompleted()
                }
            }
        }
    }

    /// Passes the source through; if it completes without any element, continues with `other`
    /// (subscribed on the tick the source completed).
    ///
    ///     -----|                  (source)
    ///          --1--2--|          (other, subscribed at the completion)
    ///     ifEmpty(switchTo: other)
    ///     -------1--2--|
    ///
    /// Errors pass through unchanged; `other` is never subscribed then.
    public func ifEmpty(switchTo other: Observable<Element>, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("ifEmpty", file: file, line: line) { sink in
            var isEmpty = true
            let otherSubscription = SingleAssignmentDisposable()
            let sourceSubscription = source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    isEmpty = false
                    sink.onNext(element)
                case .error(let error):
                    sink.onError(error)
                case .completed:
                    if isEmpty {
                        otherSubscription.setDisposable(other.subscribeEvents(sink.on))
                    } else {
                        sink.onCompleted()
                    }
                }
            }
            return Disposables.create(sourceSubscription, otherSubscription)
        }
    }
}
