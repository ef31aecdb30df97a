/// Periodic work built from recursive scheduling, for schedulers without a native timer.
/// On each tick the next tick is scheduled first, then the action runs: the order RxSwift
/// uses, which decides ties on a virtual clock.
final class PeriodicSchedule<State> {
    private enum Command { case tick, dispatchStart }

    private let scheduler: SchedulerType
    private let startAfter: RxTimeInterval
    private let period: RxTimeInterval
    private let action: (State) -> State
    private var state: State
    private let pendingTicks = AtomicInt(0)

    init(scheduler: SchedulerType, startAfter: RxTimeInterval, period: RxTimeInterval, state: State, action: @escaping (State) -> State) {
        self.scheduler = scheduler
        self.startAfter = startAfter
        self.period = period
        self.state = state
        self.action = action
    }

    func start() -> Disposable {
        scheduler.scheduleRecursive(Command.tick, dueTime: startAfter) { command, recursive in
            self.run(command, recursive)
        }
    }

    private func run(_ command: Command, _ recursive: AnyRecursiveScheduler<Command>) {
        switch command {
        case .tick:
            recursive.schedule(.tick, dueTime: period)
            // Work runs now unless an earlier tick is still being processed.
            if pendingTicks.add(1) == 0 {
                run(.dispatchStart, recursive)
            }
        case .dispatchStart:
            state = action(state)
            if pendingTicks.subtract(1) > 1 {
                recursive.schedule(.dispatchStart)
            }
        }
    }
}
