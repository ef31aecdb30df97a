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
        return trampoline.run { action(state) }
    }

    // Pre-specialised for stateless recursion ("run me again"), which callers often reach
    // through an existential scheduler, where the generic version would be used.
    @_specialize(where State == Void)
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        var pending: [State] = [state]
        var head = 0
        return scheduleSteps { recurse in
            let next = pending[head]
            head += 1
            if head == pending.count {
                pending.removeAll(keepingCapacity: true)
                head = 0
            }
            action(next) { state in
                pending.append(state)
                recurse()
            }
        }
    }
}

/// Something queued on the trampoline. A class-bound protocol, not a closure: storing a
/// closure in the queue would allocate a reabstraction thunk for every step.
protocol TrampolineWork: AnyObject {
    func perform()
}

/// Per-thread FIFO of pending work.
final class Trampoline {
    @exclusivity(unchecked) private(set) var isRunning = false
    @exclusivity(unchecked) private var queue: ContiguousArray<TrampolineWork> = []
    @exclusivity(unchecked) private var head = 0

    @inline(__always) func enqueue(_ work: TrampolineWork) {
        queue.append(work)
    }

    /// True when nothing is waiting behind the work now running.
    var hasNothingQueued: Bool { head == queue.count }

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
            work.perform()
        }
        return result
    }

    private static let perThread = ThreadLocal { Trampoline() }

    static var current: Trampoline { perThread.current }
}

/// Recursive work on the trampoline, with no generic state: each `recurse()` queues one
/// more step behind the work already queued (the order RxSwift gives). The caller keeps its
/// own state in its (specialised) closure, so a step touches no generic metadata and
/// allocates nothing.
final class TrampolinedSteps: TrampolineWork, Cancelable {
    private let action: (_ recurse: () -> Void) -> Void
    private let disposed = OnceFlag()
    @exclusivity(unchecked) private var performing = false
    @exclusivity(unchecked) private var again = false

    init(_ action: @escaping (_ recurse: () -> Void) -> Void) {
        self.action = action
        Resources.increment()
    }

    deinit { Resources.decrement() }

    func schedule() {
        guard !disposed.isRaised else { return }
        let trampoline = Trampoline.current
        // Asked again from inside our own step with nothing queued: FIFO order would run us
        // next anyway, so loop in `perform` instead of a round trip through the queue.
        if performing, trampoline.hasNothingQueued {
            again = true
            return
        }
        if trampoline.isRunning {
            trampoline.enqueue(self)
        } else {
            trampoline.run(perform)
        }
    }

    func perform() {
        performing = true
        defer { performing = false }
        let recurse = schedule
        repeat {
            again = false
            guard !disposed.isRaised else { return }
            action(recurse)
        } while again
    }

    var isDisposed: Bool { disposed.isRaised }

    func dispose() {
        _ = disposed.raise()
    }
}

extension ImmediateSchedulerType {
    /// Recursive scheduling for sequences that keep their own state: `action` runs once per
    /// step and calls `recurse()` to ask for the next one. On the current-thread scheduler
    /// (the default of `of`, `from`, `range`) this is the trampoline's cheap path; any other
    /// scheduler gets RxSwift's one-`schedule`-per-step recursion.
    @usableFromInline func scheduleSteps(_ action: @escaping (_ recurse: () -> Void) -> Void) -> Disposable {
        if self is CurrentThreadScheduler {
            let steps = TrampolinedSteps(action)
            steps.schedule()
            return steps
        }
        return scheduleRecursive(()) { _, recurse in action { recurse(()) } }
    }
}
