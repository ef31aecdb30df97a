/// Disposes `disposable` on `scheduler`: `dispose()` schedules the disposal, and
/// `isDisposed` turns true once the scheduled disposal has run (not when `dispose()` returns).
public final class ScheduledDisposable: Cancelable {
    public let scheduler: ImmediateSchedulerType

    private let lock = RecursiveLock()
    private var disposable: Disposable?

    /// Will dispose `disposable` on `scheduler` when disposed.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    public var isDisposed: Bool { lock.performLocked { disposable == nil } }

    public func dispose() {
        _ = scheduler.schedule(self) { target in
            target.disposeNow()
            return Disposables.create()
        }
    }

    private func disposeNow() {
        let current: Disposable? = lock.performLocked {
            defer { disposable = nil }
            return disposable
        }
        current?.dispose()
    }
}
