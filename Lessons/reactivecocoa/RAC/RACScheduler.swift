import RxCore

/// Where and when work runs. RAC builds its schedulers on GCD serial queues; this facade
/// builds them on RxCore schedulers, and a "queue" is the lesson's virtual clock.
///
/// | RAC                         | here                                              |
/// |-----------------------------|---------------------------------------------------|
/// | RACImmediateScheduler       | `RACScheduler.immediate` (RxCore ImmediateScheduler) |
/// | RACSubscriptionScheduler    | `RACScheduler.subscription` (CurrentThreadScheduler) |
/// | RACTargetQueueScheduler     | `RACScheduler.queue(scheduler)` (any SchedulerType, e.g. the virtual clock) |
open class RACScheduler {
    public let name: String
    let base: ImmediateSchedulerType

    init(name: String, base: ImmediateSchedulerType) {
        self.name = name
        self.base = base
    }

    /// Runs work at once, synchronously: the only scheduler that does.
    public static let immediate = RACScheduler(name: "immediate", base: ImmediateScheduler.instance)

    /// Runs work on the current thread, queueing work scheduled from inside other work
    /// (RAC uses it to schedule subscriptions).
    public static let subscription = RACScheduler(name: "subscription", base: CurrentThreadScheduler.instance)

    /// A serial queue: every block runs later, one at a time, in order.
    public static func queue(_ scheduler: SchedulerType, name: String = "queue") -> RACScheduler {
        RACScheduler(name: name, base: scheduler)
    }

    /// Schedules `block`; the disposable cancels it if it has not run yet.
    @discardableResult
    public func schedule(_ block: @escaping () -> Void) -> RACDisposable {
        RACDisposable(base.schedule(()) { _ in
            block()
            return Disposables.create()
        })
    }

    /// Schedules `block` after `seconds` (queue schedulers only; others run it now).
    @discardableResult
    public func after(_ seconds: Double, schedule block: @escaping () -> Void) -> RACDisposable {
        guard let timed = base as? SchedulerType else { return schedule(block) }
        return RACDisposable(timed.scheduleRelative((), dueTime: .interval(seconds)) { _ in
            block()
            return Disposables.create()
        })
    }

    /// Runs `recursiveBlock`, which calls `reschedule()` to ask to run again. The recursion
    /// becomes iteration: a reschedule is remembered and run after the block has returned
    /// (RxCore's `scheduleRecursive`: a loop on the immediate scheduler, the trampoline on
    /// the current thread, one queue item per step on a queue), so a million steps use the
    /// stack of one. The disposable stops the steps not yet run.
    @discardableResult
    public func scheduleRecursiveBlock(_ recursiveBlock: @escaping (_ reschedule: () -> Void) -> Void) -> RACDisposable {
        // The recursion must stay alive until its last step, whether or not the caller keeps
        // the disposable: the steps hold `recursion`, which holds the Rx recursion, until a
        // step ends without rescheduling (or someone disposes it).
        let recursion = RACSerialDisposable()
        var finished = false
        let rx = base.scheduleRecursive(()) { _, recurse in
            var rescheduled = false
            recursiveBlock {
                rescheduled = true
                recurse(())
            }
            if !rescheduled {
                finished = true
                recursion.dispose()
            }
        }
        if finished {
            rx.dispose()
        } else {
            recursion.disposable = rx
        }
        return recursion
    }
}
