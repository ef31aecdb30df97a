extension ObservableType {
    /// Subscribes to (and disposes) the source on `scheduler`; events are delivered where
    /// the source sends them (for that, see `observe(on:)`).
    ///
    /// On a test scheduler both steps take one tick: subscribed at 200 and disposed at 1000,
    /// the source sees `Subscription(201, 1001)`.
    public func subscribe(on scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        let source = self
        return Observable.produce("subscribe(on:)", file: file, line: line) { sink in
            // Traced, the source is drawn above this row as its input, though another thread
            // (or a later tick) subscribes it.
            let traceScope = Trace.sourceScope()
            let everything = SerialDisposable()
            let pendingSubscribe = SingleAssignmentDisposable()
            everything.disposable = pendingSubscribe
            pendingSubscribe.setDisposable(scheduler.schedule(()) { _ in
                let subscription = traceScope.run { source.subscribe(AnyObserver(eventHandler: sink.on)) }
                everything.disposable = DisposeOnScheduler(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
            return everything
        }
    }

    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType, file: StaticString = #fileID, line: UInt = #line) -> Observable<Element> {
        subscribe(on: scheduler, file: file, line: line)
    }
}

/// Disposes its disposable on a scheduler, not on the thread that asked (RxSwift's
/// `ScheduledDisposable`).
private final class DisposeOnScheduler: Disposable {
    private let scheduler: ImmediateSchedulerType
    private let disposed = OnceFlag()
    private var disposable: Disposable?

    init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    func dispose() {
        _ = scheduler.schedule(self) { target in
            if target.disposed.raise() {
                target.disposable?.dispose()
                target.disposable = nil
            }
            return Disposables.create()
        }
    }
}
