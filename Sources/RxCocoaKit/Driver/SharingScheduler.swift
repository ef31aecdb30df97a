import Foundation
import RxCore

/// RxCocoa's `SharingScheduler`: the scheduler `Driver` and `Signal` deliver on, swappable
/// for a test. `make()` gives `MainScheduler()` unless a `mock` is running; while a mock
/// runs, our `Driver` delivers on the mocked scheduler too (otherwise on `MainThread.scheduler`).
public enum SharingScheduler {
    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var factory: (() -> SchedulerType)?

    /// The scheduler sharing sequences use now.
    public static func make() -> SchedulerType {
        mocked ?? MainScheduler()
    }

    /// The mocked scheduler, if a `mock` is running.
    static var mocked: SchedulerType? {
        lock.lock()
        defer { lock.unlock() }
        return factory?()
    }

    /// Runs `action` with `make()` answering `scheduler`; the previous one comes back after
    /// (also when `action` throws). Mocks nest.
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with `make()` calling `makeScheduler`; restored after, as `mock(scheduler:)`.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        lock.lock()
        let previous = factory
        factory = makeScheduler
        lock.unlock()
        defer {
            lock.lock()
            factory = previous
            lock.unlock()
        }
        try action()
    }
}
