private let resourceCount = AtomicInt(0)
/// What `incrementTotal`/`decrementTotal` added (code outside the runtime), kept apart so the
/// runtime's own objects can be told from it; the runtime's per-object path stays one atomic.
private let adjustedCount = AtomicInt(0)
private let serialDispatchQueueObservableCount = AtomicInt(0)

/// Live runtime objects: observables, subscriptions (sinks) and disposables.
///
/// Always on, so a lesson or a grader can check that a finished or disposed chain
/// gave back everything it held: print `Resources.total` before and after.
public enum Resources {
    public static var total: Int32 { Int32(truncatingIfNeeded: resourceCount.load()) }

    @inline(__always) static func increment() { resourceCount.add(1) }
    @inline(__always) static func decrement() { resourceCount.subtract(1) }

    /// The runtime's own objects alone: what `incrementTotal`/`decrementTotal` (public, as in
    /// RxSwift) cannot move, so the grader's leak count is not the graded code's to adjust.
    package static var runtimeTotal: Int { resourceCount.load() - adjustedCount.load() }

    /// Counts one more resource of your own (RxSwift's `TRACE_RESOURCES` API); returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        adjustedCount.add(1)
        return Int32(truncatingIfNeeded: resourceCount.add(1) &+ 1)
    }

    /// Counts one resource of your own less; returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        adjustedCount.subtract(1)
        return Int32(truncatingIfNeeded: resourceCount.subtract(1) &- 1)
    }

    /// Live observables made by `observe(on:)` with a `SerialDispatchQueueScheduler` (the
    /// one-dispatch-per-event path), as RxSwift counts them.
    public static var numberOfSerialDispatchQueueObservables: Int32 {
        Int32(truncatingIfNeeded: serialDispatchQueueObservableCount.load())
    }

    static func serialDispatchQueueObservableCreated() { serialDispatchQueueObservableCount.add(1) }
    static func serialDispatchQueueObservableReleased() { serialDispatchQueueObservableCount.subtract(1) }
}

/// Lives as long as one serial-queue `observe(on:)` observable, for
/// `Resources.numberOfSerialDispatchQueueObservables`.
final class SerialDispatchQueueObservableToken: @unchecked Sendable {
    init() { Resources.serialDispatchQueueObservableCreated() }
    deinit { Resources.serialDispatchQueueObservableReleased() }
}
