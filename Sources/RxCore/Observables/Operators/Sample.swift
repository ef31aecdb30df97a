extension ObservableType {
    /// On each tick of `sampler`, emits the source's latest element if a new one arrived
    /// since the previous tick (or `defaultValue`, if given). Completes on the first tick
    /// after the source completed.
    ///
    ///     source:   --1-2-----3----|
    ///     sampler:  -----x--x----x----x
    ///     sample:   -----2-------3----|
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        let sampler = sampler.asObservable()
        return Observable.produce("sample", file: file, line: line) { sink in
            let lock = RecursiveLock()
            var latest: Element?
            var atEnd = false
            let sourceSubscription = SingleAssignmentDisposable()
            sourceSubscription.setDisposable(source.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next(let element):
                        latest = element
                    case .error:
                        sink.on(event)
                    case .completed:
                        atEnd = true
                        sourceSubscription.dispose()
                    }
                }
            })
            let samplerSubscription = sampler.subscribeEvents { event in
                lock.performLocked {
                    switch event {
                    case .next, .completed:
                        if let element = latest ?? defaultValue {
                            latest = nil
                            sink.onNext(element)
                        }
                        if atEnd { sink.onCompleted() }
                    case .error(let error):
                        sink.onError(error)
                    }
                }
            }
            return Disposables.create(sourceSubscription, samplerSubscription)
        }
    }
}
