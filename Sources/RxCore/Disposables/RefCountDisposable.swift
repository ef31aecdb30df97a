/// Disposes its underlying disposable once it is disposed AND every handed-out reference is disposed.
public final class RefCountDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    public init(disposable: Disposable) {
        self.disposable = disposable
        Resources.increment()
    }

    deinit { Resources.decrement() }

    public var isDisposed: Bool { lock.performLocked { disposable == nil } }

    /// A reference that keeps the underlying disposable alive until it is disposed.
    public func retain() -> Disposable {
        lock.performLocked {
            if disposable == nil { return Disposables.create() }
            count += 1
            return Disposables.create { [weak self] in self?.release() }
        }
    }

    private func release() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = disposable else { return nil }
            count -= 1
            guard primaryDisposed, count == 0 else { return nil }
            disposable = nil
            return current
        }
        toDispose?.dispose()
    }

    public func dispose() {
        let toDispose: Disposable? = lock.performLocked {
            guard let current = disposable, !primaryDisposed else { return nil }
            primaryDisposed = true
            guard count == 0 else { return nil }
            disposable = nil
            return current
        }
        toDispose?.dispose()
    }
}
