extension ObservableType {
    /// Turns each element into a sequence and forwards only the latest one: a new element
    /// disposes the previous inner subscription at that same moment.
    ///
    ///     --a----b-----|       a = -1--2--3|   b = -4--5|
    ///     flatMapLatest { $0 }
    ///     ---1--2-4--5-|       (a's 3 never comes: a was disposed when b arrived)
    ///
    /// Completes when the source has completed and the latest inner sequence has too.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source, file: StaticString = #fileID, line: UInt = #line) -> Observable<Source.Element> {
        Observable.switching(asObservable(), label: ("flatMapLatest", file, line)) { try selector($0).asObservable() }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the most recent inner sequence, disposing the previous one
    /// as soon as a new one arrives. `flatMapLatest { $0 }`.
    public func switchLatest(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element.Element> {
        Observable.switching(asObservable(), label: ("switchLatest", file, line)) { $0.asObservable() }
    }
}

extension Observable {
    /// The core of `flatMapLatest` and `switchLatest` for one subscription. Inner sequences
    /// are numbered; only the latest one may forward, and a stale one that still sends
    /// something (it was already delivering) is ignored.
    static func switching<Source>(
        _ source: Observable<Source>, label: (name: StaticString, file: StaticString, line: UInt),
        transform: @escaping (Source) throws -> Observable<Element>
    ) -> Observable<Element> {
        produce(label.name, file: label.file, line: label.line) { sink in
            let traceScope = Trace.scope()
            let lock = RecursiveLock()
            let outer = SingleAssignmentDisposable()
            let current = SerialDisposable()
            var latest = 0
            var hasLatest = false
            var stopped = false

            func subscribe(_ inner: Observable<Element>, id: Int) {
                let subscription = SingleAssignmentDisposable()
                current.disposable = subscription
                subscription.setDisposable(traceScope.run { inner.subscribeEvents { event in
                    lock.performLocked {
                        if event.isStopEvent { subscription.dispose() }
                        guard latest == id else { return }
                        switch event {
                        case .next, .error:
                            sink.on(event)
                        case .completed:
                            hasLatest = false
                            if stopped { sink.onCompleted() }
                        }
                    }
                } })
            }

            outer.setDisposable(source.subscribeEvents { event in
                switch event {
                case .next(let element):
                    let next: (Observable<Element>, Int)? = lock.performLocked {
                        do {
                            let inner = try transform(element)
                            hasLatest = true
                            latest &+= 1
                            return (inner, latest)
                        } catch {
                            sink.onError(error)
                            return nil
                        }
                    }
                    if let (inner, id) = next { subscribe(inner, id: id) }
                case .error(let error):
                    lock.performLocked { sink.onError(error) }
                case .completed:
                    lock.performLocked {
                        stopped = true
                        outer.dispose()
                        if !hasLatest { sink.onCompleted() }
                    }
                }
            })
            return Disposables.create(outer, current)
        }
    }
}
