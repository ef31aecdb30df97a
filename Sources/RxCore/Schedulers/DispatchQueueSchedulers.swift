import Dispatch
import Foundation

/// Shared implementation of the dispatch-queue schedulers.
final class DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    init(queue: DispatchQueue, leeway: DispatchTimeInterval) {
        self.queue = queue
        self.leeway = leeway
    }

    func schedule<State>(_ state: State, action: @escaping (State) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<State>(_ state: State, dueTime: RxTimeInterval, action: @escaping (State) -> Disposable) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let compositeDisposable = CompositeDisposable()
        timer.schedule(deadline: .now() + dueTime, leeway: leeway)
        timer.setEventHandler {
            if compositeDisposable.isDisposed { return }
            _ = compositeDisposable.insert(action(state))
            compositeDisposable.dispose()
        }
        timer.resume()
        _ = compositeDisposable.insert(Disposables.create { timer.cancel() })
        return compositeDisposable
    }

    func schedulePeriodic<State>(_ state: State, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (State) -> State) -> Disposable {
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + startAfter, repeating: period, leeway: leeway)
        var timerState = state
        let cancel = Disposables.create { timer.cancel() }
        timer.setEventHandler {
            if cancel.isDisposed { return }
            timerState = action(timerState)
        }
        timer.resume()
        return cancel
    }
}

/// Runs work one item at a time on a serial dispatch queue.
public class SerialDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    public var now: RxTime { Date() }

    public init(queue: DispatchQueue, internalSerialQueueName: String = "rx.serial", leeway: DispatchTimeInterval = .nanoseconds(0)) {
        let serial = DispatchQueue(label: internalSerialQueueName, target: queue)
        configuration = DispatchQueueConfiguration(queue: serial, leeway: leeway)
    }

    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.serial", leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass), internalSerialQueueName: internalSerialQueueName, leeway: leeway)
    }

    /// A scheduler on a new serial queue named `internalSerialQueueName`;
    /// `serialQueueConfiguration` may set up the queue before it is used.
    public convenience init(
        internalSerialQueueName: String,
        serialQueueConfiguration: ((DispatchQueue) -> Void)? = nil,
        leeway: DispatchTimeInterval = .nanoseconds(0)
    ) {
        let queue = DispatchQueue(label: internalSerialQueueName)
        serialQueueConfiguration?(queue)
        self.init(serialQueue: queue, leeway: leeway)
    }

    init(serialQueue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: serialQueue, leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs work concurrently on a dispatch queue.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    public var now: RxTime { Date() }

    public init(queue: DispatchQueue, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: leeway)
    }

    public convenience init(qos: DispatchQoS, leeway: DispatchTimeInterval = .nanoseconds(0)) {
        self.init(queue: DispatchQueue(label: "rx.concurrent", qos: qos, attributes: .concurrent), leeway: leeway)
    }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// The main queue. Work scheduled from the main thread runs at once, but only when nothing
/// scheduled on it is still waiting or running: otherwise it is queued behind, in order, so
/// an action scheduling more work never nests (RxSwift 6's rule). Queued work that is
/// disposed before its turn does not run.
public final class MainScheduler: SerialDispatchQueueScheduler {
    public static let instance = MainScheduler()
    /// Always schedules asynchronously on the main queue.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Work scheduled here and not finished yet (running inline or waiting on the queue).
    private let outstanding = AtomicInt(0)

    public init() {
        super.init(serialQueue: DispatchQueue.main)
    }

    /// Traps when called off the main thread: UI bindings must happen there.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        precondition(Thread.isMainThread, errorMessage ?? "Executing on a background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread.")
    }

    /// Traps when called off the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        precondition(Thread.isMainThread, errorMessage ?? "Running on background thread.")
    }

    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let before = outstanding.add(1)
        if before == 0, Thread.isMainThread {
            defer { outstanding.subtract(1) }
            return action(state)
        }
        let subscription = SingleAssignmentDisposable()
        DispatchQueue.main.async {
            if !subscription.isDisposed {
                subscription.setDisposable(action(state))
            }
            self.outstanding.subtract(1)
        }
        return subscription
    }
}
