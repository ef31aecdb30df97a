/// Takes exactly one disposable, possibly after it was disposed (then the value is disposed on arrival).
public final class SingleAssignmentDisposable: Cancelable {
    private static let disposedBit = 1, assignedBit = 2
    private let state = AtomicInt(0)
    private var current: Disposable?

    public init() { Resources.increment() }
    deinit { Resources.decrement() }

    public var isDisposed: Bool { state.load() & Self.disposedBit != 0 }

    /// Assigning twice is a programming error.
    public func setDisposable(_ disposable: Disposable) {
        current = disposable
        let previous = state.setBits(Self.assignedBit)
        precondition(previous & Self.assignedBit == 0, "SingleAssignmentDisposable was assigned twice")
        if previous & Self.disposedBit != 0 {
            disposable.dispose()
            current = nil
        }
    }

    public func dispose() {
        let previous = state.setBits(Self.disposedBit)
        guard previous & Self.disposedBit == 0 else { return }
        if previous & Self.assignedBit != 0 {
            let disposable = current
            current = nil
            disposable?.dispose()
        }
    }
}
