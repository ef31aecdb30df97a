/// Runs work at once, on the calling thread. Recursive work is turned into a loop.
public final class ImmediateScheduler: ImmediateSchedulerType {
    public static let instance = ImmediateScheduler()

    private init() {}

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        action(state)
    }

    // Pre-specialised for stateless recursion ("run me again"), which callers often reach
    // through an existential scheduler, where the generic version would be used.
    @_specialize(where State == Void)
    public func scheduleRecursive<State>(_ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void) -> Disposable {
        let loop = IterativeRecursion(action: action)
        loop.recurse(state)
        return loop
    }
}

/// Recursion as iteration: a `recurse` from inside the action is remembered and run after
/// the action returns, so the stack never grows.
final class IterativeRecursion<State>: Cancelable {
    private let action: (State, (State) -> Void) -> Void
    private var pending: [State] = []
    private var running = false
    private let disposed = OnceFlag()

    init(action: @escaping (State, (State) -> Void) -> Void) {
        self.action = action
    }

    var isDisposed: Bool { disposed.isRaised }

    func recurse(_ state: State) {
        pending.append(state)
        guard !running else { return }
        running = true
        defer { running = false }
        var index = 0
        // One closure for the whole loop: passing the method itself would allocate per step.
        let again: (State) -> Void = { [unowned self] in self.recurse($0) }
        while index < pending.count, !disposed.isRaised {
            let next = pending[index]
            index += 1
            action(next, again)
            if index == pending.count {
                pending.removeAll(keepingCapacity: true)
                index = 0
            }
        }
        pending.removeAll()
    }

    func dispose() { _ = disposed.raise() }
}
