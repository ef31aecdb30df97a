extension ObservableType {
    /// Runs side effects at each step of a subscription, passing every event through.
    ///
    ///     --1--2--|
    ///     do(onNext: { print($0) })
    ///     --1--2--|          prints 1, 2
    ///
    /// Order, as in RxSwift: `onSubscribe`, (source subscribed), `onSubscribed`; for each
    /// event `onX`, (event forwarded downstream), `afterX`; after a terminal event, or on
    /// disposal, the source is disposed and then `onDispose` runs. A throwing `onX` replaces
    /// the event with its error; a throwing `afterX` sends its error after the event.
    /// (If a downstream operator ends its own subscription on the terminal event, that
    /// disposes this one too, so `onDispose` then runs before `afterCompleted`/`afterError`.)
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Observable<Element> {
        let source = asObservable()
        return Observable.produce("do", file: file, line: line) { sink in
            onSubscribe?()
            let subscription = source.subscribeEvents { event in
                do {
                    switch event {
                    case .next(let element): try onNext?(element)
                    case .error(let error): try onError?(error)
                    case .completed: try onCompleted?()
                    }
                    sink.forwardKeepingSubscription(event)
                    switch event {
                    case .next(let element): try afterNext?(element)
                    case .error(let error): try afterError?(error)
                    case .completed: try afterCompleted?()
                    }
                    if event.isStopEvent { sink.dispose() }
                } catch {
                    sink.onError(error)
                }
            }
            onSubscribed?()
            return Disposables.create {
                subscription.dispose()
                onDispose?()
            }
        }
    }
}

private extension OperatorSink {
    /// Forwards even a terminal event without ending the subscription yet, so that the
    /// `after...` hook runs between the event and the disposal; the caller disposes next.
    func forwardKeepingSubscription(_ event: Event<Element>) {
        guard !isDisposed else { return }
        if event.isStopEvent { forwardTerminal(event) } else { observer.on(event) }
    }
}
