/// Recursive scheduling on any immediate scheduler: each step is one `schedule` call, as in
/// RxSwift, and pending steps are disposed with the recursion.
final class RecursiveImmediateScheduler<State>: Cancelable {
    private let scheduler: ImmediateSchedulerType
    private var action: ((State, (State) -> Void) -> Void)?
    private let group = CompositeDisposable()

    init(scheduler: ImmediateSchedulerType, action: @escaping (State, (State) -> Void) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    var isDisposed: Bool { group.isDisposed }

    func schedule(_ state: State) {
        let key = KeyBox()
        let disposable = scheduler.schedule(state) { [weak self] state -> Disposable in
            guard let self, !self.group.isDisposed else { return Disposables.create() }
            if let inserted = key.value { self.group.remove(for: inserted) }
            key.done = true
            self.action?(state, self.schedule)
            return Disposables.create()
        }
        if !key.done { key.value = group.insert(disposable) }
    }

    func dispose() {
        group.dispose()
        action = nil
    }
}

final class KeyBox {
    var value: CompositeDisposable.DisposeKey?
    var done = false
}

/// The handle a timed recursive action uses to schedule its next step.
public final class AnyRecursiveScheduler<State> {
    private let scheduler: SchedulerType
    private var action: ((State, AnyRecursiveScheduler<State>) -> Void)?
    private let group = CompositeDisposable()

    init(scheduler: SchedulerType, action: @escaping (State, AnyRecursiveScheduler<State>) -> Void) {
        self.scheduler = scheduler
        self.action = action
    }

    /// Runs the action again with `state` after `dueTime`.
    public func schedule(_ state: State, dueTime: RxTimeInterval) {
        let key = KeyBox()
        let disposable = scheduler.scheduleRelative(state, dueTime: dueTime) { [weak self] state -> Disposable in
            self?.step(state, key: key)
            return Disposables.create()
        }
        if !key.done { key.value = group.insert(disposable) }
    }

    /// Runs the action again with `state` as soon as the scheduler allows.
    public func schedule(_ state: State) {
        let key = KeyBox()
        let disposable = scheduler.schedule(state) { [weak self] state -> Disposable in
            self?.step(state, key: key)
            return Disposables.create()
        }
        if !key.done { key.value = group.insert(disposable) }
    }

    private func step(_ state: State, key: KeyBox) {
        guard !group.isDisposed else { return }
        if let inserted = key.value { group.remove(for: inserted) }
        key.done = true
        action?(state, self)
    }

    func dispose() {
        group.dispose()
        action = nil
    }
}
