/// Disposes its disposable when it is deallocated, i.e. when its scope ends.
public final class ScopedDisposable: Disposable {
    private var disposable: Disposable?

    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    public func dispose() {
        let current = disposable
        disposable = nil
        current?.dispose()
    }

    deinit { dispose() }
}

extension Disposable {
    /// Ties this subscription to the returned object's lifetime.
    public func scoped() -> ScopedDisposable { ScopedDisposable(disposable: self) }
}
