#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, queueing work scheduled from inside other work
/// (a trampoline) instead of nesting it. Subscriptions start on it, so a chain never
/// grows the stack with its length, and `of`, `from`, `range` emit from it by default.
public final class CurrentThreadScheduler: ImmediateSchedulerType {
    public static let instance = CurrentThreadScheduler()

    private init() {}

    /// True when no trampoline is running on this thread: scheduled work would run at once.
    public static var isScheduleRequired: Bool { !Trampoline.current.isRunning }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            let item = ScheduledItem(state: state, action: action)
            trampoline.enqueue(item)
            return item
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        let disposable = action(state)
        trampoline.drain()
        return disposable
    }

    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let work = TrampolinedRecursion(action: action)
        work.recurse(state)
        return work
    }
}

/// Per-thread FIFO of pending work.
final class Trampoline {
    var isRunning = false
    private var queue: [ScheduledWork?] = []
    private var head = 0

    func enqueue(_ work: ScheduledWork) {
        queue.append(work)
    }

    /// Runs queued work, including work queued meanwhile, until none is left.
    func drain() {
        while head < queue.count {
            let work = queue[head].unsafelyUnwrapped
            queue[head] = nil
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 1024, head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            if !work.isDisposed { work.invoke() }
        }
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { pointer in
            if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        }
        return key
    }()

    static var current: Trampoline {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<Trampoline>.fromOpaque(pointer).takeUnretainedValue()
        }
        let trampoline = Trampoline()
        pthread_setspecific(key, Unmanaged.passRetained(trampoline).toOpaque())
        return trampoline
    }
}

/// Recursive work on the trampoline. Each `recurse` queues one more step behind the work
/// already queued (the order RxSwift gives); the same object is re-queued, so a step costs
/// no allocation.
final class TrampolinedRecursion<State>: ScheduledWork, Cancelable {
    private let action: (State, (State) -> Void) -> Void
    private var pending: [State] = []
    private var pendingHead = 0
    private let disposed = OnceFlag()

    init(action: @escaping (State, (State) -> Void) -> Void) {
        self.action = action
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var isDisposed: Bool { disposed.isRaised }

    func recurse(_ state: State) {
        guard !disposed.isRaised else { return }
        pending.append(state)
        let trampoline = Trampoline.current
        if trampoline.isRunning {
            trampoline.enqueue(self)
            return
        }
        trampoline.isRunning = true
        defer { trampoline.isRunning = false }
        invoke()
        trampoline.drain()
    }

    func invoke() {
        let state = pending[pendingHead]
        pendingHead += 1
        if pendingHead == pending.count {
            pending.removeAll(keepingCapacity: true)
            pendingHead = 0
        }
        action(state, recurse)
    }

    func dispose() {
        if disposed.raise() {
            pending.removeAll()
            pendingHead = 0
        }
    }
}
