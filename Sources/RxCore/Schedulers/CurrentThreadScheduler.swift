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
            trampoline.enqueue { if !item.isDisposed { item.invoke() } }
            return item
        }
        return trampoline.run { action(state) }
    }

    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let recursion = TrampolinedRecursion(action: action)
        recursion.recurse(state)
        return recursion
    }
}

/// Per-thread FIFO of pending work.
final class Trampoline {
    private(set) var isRunning = false
    private var queue: ContiguousArray<() -> Void> = []
    private var head = 0

    @inline(__always) func enqueue(_ work: @escaping () -> Void) {
        queue.append(work)
    }

    /// Runs `first`, then everything queued meanwhile, in order.
    func run<Result>(_ first: () -> Result) -> Result {
        isRunning = true
        defer { isRunning = false }
        let result = first()
        while head < queue.count {
            let work = queue[head]
            head += 1
            if head == queue.count {
                queue.removeAll(keepingCapacity: true)
                head = 0
            } else if head >= 4096, head * 2 >= queue.count {
                queue.removeFirst(head)
                head = 0
            }
            work()
        }
        return result
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
/// already queued (the order RxSwift gives). The step is one closure made once, so a step
/// costs no allocation; pending states wait in a FIFO that is usually a single slot.
final class TrampolinedRecursion<State>: Cancelable {
    private let disposed = OnceFlag()
    private var step: (() -> Void)?
    private(set) var recurse: (State) -> Void = { _ in }

    init(action: @escaping (State, (State) -> Void) -> Void) {
        var next: State?
        var overflow: ContiguousArray<State> = []
        var overflowHead = 0
        let disposed = self.disposed
        let step: () -> Void = { [unowned self] in
            guard !disposed.isRaised, let state = next else { return }
            if overflowHead < overflow.count {
                next = overflow[overflowHead]
                overflowHead += 1
                if overflowHead == overflow.count {
                    overflow.removeAll(keepingCapacity: true)
                    overflowHead = 0
                }
            } else {
                next = nil
            }
            action(state, self.recurse)
        }
        self.step = step
        recurse = { [unowned self] state in
            guard !disposed.isRaised else { return }
            if next == nil { next = state } else { overflow.append(state) }
            let trampoline = Trampoline.current
            if trampoline.isRunning {
                trampoline.enqueue(self.step!)
            } else {
                trampoline.run(self.step!)
            }
        }
        Resources.increment()
    }

    deinit { Resources.decrement() }

    var isDisposed: Bool { disposed.isRaised }

    func dispose() {
        _ = disposed.raise()
    }
}

extension ImmediateSchedulerType {
    /// Recursive scheduling that lets the optimiser specialise the common case: sequences
    /// default to the current-thread scheduler, and knowing its concrete type here turns
    /// each step into a direct, specialised call instead of a generic one.
    func scheduleRecursiveSpecialised<State>(_ state: State, action: @escaping (State, (State) -> Void) -> Void) -> Disposable {
        if let trampoline = self as? CurrentThreadScheduler {
            return trampoline.scheduleRecursive(state, action: action)
        }
        return scheduleRecursive(state, action: action)
    }
}
