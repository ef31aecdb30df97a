/// The observer behind `subscribe(onNext:...)`: it stops at the first terminal event.
@usableFromInline
final class AnonymousObserver<Element>: ObserverType {
    @usableFromInline let handler: (Event<Element>) -> Void
    @usableFromInline let stopped = InlineOnceFlag()

    @usableFromInline init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        Resources.increment()
    }

    deinit { Resources.decrement() }

    /// `next` for each element until this observer stops, as `on` treats `.next`. Made here,
    /// generic over `Element` alone, the closure has one copy per element type, not one per
    /// source type (see `Observable.mapElements`).
    @inlinable func elements(_ next: @escaping (Element) -> Void) -> (Element) -> Void {
        { [self] element in
            if !stopped.isRaised { next(element) }
        }
    }

    @inlinable func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !stopped.isRaised { handler(event) }
        case .error, .completed:
            if stopped.raise() { handler(event) }
        }
    }
}

extension ObservableType {
    /// Subscribes a closure that receives every event.
    ///
    /// `file` and `line` name the call site for a `SubscriptionLedger` and a `Trace`; leave them out.
    @inlinable public func subscribe(_ on: @escaping (Event<Element>) -> Void, file: StaticString = #fileID, line: UInt = #line) -> Disposable {
        guard let ledger = SubscriptionLedger.enter(file, line) else {
            let observer = AnonymousObserver(on)
            // Erasing here, where `Element` is concrete, makes the handler a specialised closure;
            // a subject delivering to it then never goes through unspecialised generic code.
            return subscribeTraced(AnyObserver(eventHandler: observer.on), file: file, line: line)
        }
        let observer = AnonymousObserver<Element> { event in
            if event.isStopEvent { ledger.ended() }
            on(event)
        }
        return ledger.track(subscribeTraced(AnyObserver(eventHandler: observer.on), file: file, line: line))
    }

    /// Subscribes closures per kind of event. `onDisposed` runs after a terminal event or on disposal.
    /// An error without an `onError` goes to `Hooks.defaultErrorHandler`.
    @inlinable public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        let ledger = SubscriptionLedger.enter(file, line)
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let callStack = Hooks.subscriptionCallStack()
        let observer = AnonymousObserver<Element> { event in
            if event.isStopEvent { ledger?.ended() }
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                if let onError { onError(error) } else { Hooks.reportUnhandled(error, callStack: callStack) }
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        // An element goes straight to `onNext` (what the handler above does with `.next`).
        // From an operator's sink it goes with no check of this observer's own: the sink
        // stops sending elements before the terminal event (`ElementRoute.untilTerminal`).
        // From any other sequence (a subject), the observer's flag is checked as `on` checks it.
        let source = asObservable()
        let elements = source.feedsOneOperatorSink
            ? AnyObserver(eventHandler: observer.on, elementHandler: elementHandler(onNext), route: .untilTerminal)
            : AnyObserver(eventHandler: observer.on, elementHandler: observer.elements(elementHandler(onNext)))
        // Erased here, where `Element` is concrete: see `subscribe(_:)`.
        let subscription = Disposables.create(source.subscribeTraced(elements, file: file, line: line), disposable)
        return ledger?.track(subscription) ?? subscription
    }

    /// `onNext`, or a closure that does nothing. (Not `onNext ?? { _ in }`: `??` is generic,
    /// and its result came back wrapped in two reabstraction thunks, called at every element.)
    @inlinable @inline(__always) func elementHandler(_ onNext: ((Element) -> Void)?) -> (Element) -> Void {
        if let onNext { return onNext }
        return { _ in }
    }

    /// Subscribes `observer`; while a `Trace` records, with `file:line` as the site that labels
    /// the sources it reaches that have no line of their own (`rx.tap`).
    @inlinable func subscribeTraced(_ observer: AnyObserver<Element>, file: StaticString, line: UInt) -> Disposable {
        if Trace.active == nil { return asObservable().subscribe(observer) }
        return Trace.subscribing(at: file, line) { asObservable().subscribe(observer) }
    }

    /// The same, with `object` passed to each closure while it is alive (no retain cycle).
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil,
        file: StaticString = #fileID,
        line: UInt = #line
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] value in if let object { onNext?(object, value) } },
            onError: { [weak object] error in if let object { onError?(object, error) } },
            onCompleted: { [weak object] in if let object { onCompleted?(object) } },
            onDisposed: { [weak object] in if let object { onDisposed?(object) } },
            file: file,
            line: line
        )
    }
}
