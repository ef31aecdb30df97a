import Dispatch
import Foundation

/// The main thread for `subscribe(on:)`: work scheduled from the main thread always runs at
/// once (unlike `MainScheduler`, nothing queued before it makes it wait); from another thread
/// it is queued on the main queue. Timed work goes through `MainScheduler`.
public final class ConcurrentMainScheduler: SchedulerType {
    public static let instance = ConcurrentMainScheduler(mainScheduler: MainScheduler.instance)

    private let mainScheduler: MainScheduler

    private init(mainScheduler: MainScheduler) {
        self.mainScheduler = mainScheduler
    }

    public var now: RxTime { mainScheduler.now }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread { return action(state) }
        let subscription = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            guard !subscription.isDisposed else { return }
            subscription.setDisposable(action(state))
        }
        return subscription
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        mainScheduler.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        mainScheduler.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}
