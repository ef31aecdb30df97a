/// One scheduled action and the disposable it returned.
final class ScheduledItem<State>: Cancelable, TrampolineWork {
    private let action: (State) -> Disposable
    private let state: State
    private let result = SingleAssignmentDisposable()

    init(state: State, action: @escaping (State) -> Disposable) {
        self.state = state
        self.action = action
    }

    var isDisposed: Bool { result.isDisposed }

    func invoke() {
        result.setDisposable(action(state))
    }

    func perform() {
        if !isDisposed { invoke() }
    }

    func dispose() {
        result.dispose()
    }
}
