extension ObservableType {
    /// On error, resubscribes to the source, for ever, until it completes.
    ///
    ///     --1--#                    (cold source, one attempt)
    ///     retry()
    ///     --1----1----1-->          (a new subscription at each error's tick)
    public func retry(file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("retry", file: file, line: line) { sink in
            subscribeInTurn(AnyIterator { source }, sink: sink)
        }
    }

    /// Subscribes at most `maxAttemptCount` times: `retry(3)` retries twice, then forwards the
    /// last error. `retry(0)` completes at once without subscribing.
    ///
    ///     --1--#
    ///     retry(2)
    ///     --1----1--#
    public func retry(_ maxAttemptCount: Int, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("retry", file: file, line: line) { sink in
            subscribeInTurn(Swift.repeatElement(source, count: maxAttemptCount).makeIterator(), sink: sink)
        }
    }

    /// On error, asks `notificationHandler`'s sequence whether to retry: each source error of
    /// type `Failure` is sent into the handler's `errors`; the handler's next element then
    /// resubscribes, its completion completes the result, its error fails it. An error of
    /// another type is forwarded as is.
    ///
    ///     source:   --1--#            --1--#
    ///     trigger:          ----x              ----|
    ///     retry(when:)
    ///               --1--------------1---------|
    ///
    /// The handler is called once per subscription and its sequence subscribed before the
    /// source. Its events only count after an error: a trigger element sent while the source
    /// runs is dropped, and a trigger that terminated early takes effect at the next error.
    ///
    /// Traced, the handler's sequence is a row under `retry(when:)` (its `errors` too), and so
    /// is each resubscription after the first (the first is its upstream), as with `retry`.
    public func retry<Trigger: ObservableType, Failure: Swift.Error>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        retrying(when: notificationHandler, failure: { $0 as? Failure }, label: ("retry(when:)", file, line))
    }

    /// `retry(when:)` for every error: the handler receives `Observable<Swift.Error>`.
    public func retry<Trigger: ObservableType>(
        when notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        retrying(when: notificationHandler, failure: { $0 }, label: ("retry(when:)", file, line))
    }

    private func retrying<Trigger: ObservableType, Failure>(
        when notificationHandler: @escaping (Observable<Failure>) -> Trigger,
        failure: @escaping (Swift.Error) -> Failure?,
        label: (name: StaticString, file: StaticString, line: UInt)
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce(label.name, file: label.file, line: label.line) { sink in
            let traceScope = Trace.scope()
            let errors = RetryNotifications<Failure>()
            let triggers = RetryNotifications<Trigger.Element>()
            let handed = traceScope == nil ? errors.asObservable() : Trace.source(errors, name: "errors", file: label.file, line: label.line)
            let trigger = notificationHandler(handed).asObservable()
            let current = SerialDisposable()
            let loop = ResubscriptionLoop()
            let triggerSubscription = traceScope.run { trigger.subscribeEvents(triggers.on) }
            var attempts = 0
            loop.start {
                guard !sink.isDisposed else { return }
                attempts += 1
                let sourceSubscription = SingleAssignmentDisposable()
                let retryRequest = SingleAssignmentDisposable()
                current.disposable = Disposables.create(sourceSubscription, retryRequest)
                let subscribe = { source.subscribeEvents { event in
                    guard case .error(let error) = event else { return sink.on(event) }
                    guard let failed = failure(error) else { return sink.onError(error) }
                    sourceSubscription.dispose()
                    retryRequest.setDisposable(triggers.subscribe(AnyObserver { decision in
                        switch decision {
                        case .next: loop.requestNext()
                        case .error(let error): sink.onError(error)
                        case .completed: sink.onCompleted()
                        }
                    }))
                    errors.on(.next(failed))
                } }
                sourceSubscription.setDisposable(attempts == 1 ? subscribe() : traceScope.run(subscribe))
            }
            return Disposables.create(current, loop, triggerSubscription)
        }
    }
}

extension ObservableType {
    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType, Failure: Swift.Error>(
        _ notificationHandler: @escaping (Observable<Failure>) -> Trigger, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        retry(when: notificationHandler, file: file, line: line)
    }

    @available(*, deprecated, renamed: "retry(when:)")
    public func retryWhen<Trigger: ObservableType>(
        _ notificationHandler: @escaping (Observable<Swift.Error>) -> Trigger, file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        retry(when: notificationHandler, file: file, line: line)
    }
}

/// The two hubs inside one `retry(when:)` subscription (RxSwift uses `PublishSubject`s): the
/// source's errors going into the handler, and the handler's decisions coming back. Elements
/// go to whoever listens now; a terminal event is kept and replayed to later listeners.
private final class RetryNotifications<Element>: Observable<Element> {
    private let lock = RecursiveLock()
    private var observers: [Int: AnyObserver<Element>] = [:]
    private var nextKey = 0
    private var stopEvent: Event<Element>?

    func on(_ event: Event<Element>) {
        let listeners: [AnyObserver<Element>] = lock.performLocked {
            guard stopEvent == nil else { return [] }
            let listeners = observers.sorted { $0.key < $1.key }.map(\.value)
            if event.isStopEvent {
                stopEvent = event
                observers = [:]
            }
            return listeners
        }
        for listener in listeners { listener.on(event) }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key: Int? = lock.performLocked {
            guard stopEvent == nil else { return nil }
            let key = nextKey
            nextKey += 1
            observers[key] = AnyObserver(observer)
            return key
        }
        guard let key else {
            if let stopEvent = lock.performLocked({ self.stopEvent }) { observer.on(stopEvent) }
            return Disposables.create()
        }
        return Disposables.create { [weak self] in
            guard let self else { return }
            _ = self.lock.performLocked { self.observers.removeValue(forKey: key) }
        }
    }
}
