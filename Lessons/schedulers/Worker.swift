import LessonKit
import RxCocoaKit
import RxCore

/// A stand-in for a background serial queue (`SerialDispatchQueueScheduler(qos: .background)`):
/// the lesson runs on one real thread, so "background" is the kit's `MainThread.background`
/// flag, and the queue is the playground's virtual clock, where work scheduled for now runs
/// one tick later, as on any scheduler of a `TestScheduler`.
public final class WorkerScheduler: SchedulerType {
    let base: SchedulerType

    public init(on base: SchedulerType) {
        self.base = base
    }

    public var now: RxTime { base.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.schedule(state) { state in MainThread.background { action(state) } }
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        base.scheduleRelative(state, dueTime: dueTime) { state in MainThread.background { action(state) } }
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        base.schedulePeriodic(state, startAfter: startAfter, period: period) { state in MainThread.background { action(state) } }
    }
}

/// Which "thread" runs the caller: `main`, or `worker` inside a worker's action.
public func currentThread() -> String {
    MainThread.isCurrent ? "main" : "worker"
}

/// `[tick] thread what`: when and where a step ran, in words that need no translation.
func stamp(_ play: Playground, _ what: String) {
    play.print("[\(play.now)] \(currentThread()) \(what)")
}
