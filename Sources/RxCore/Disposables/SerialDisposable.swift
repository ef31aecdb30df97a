/// Holds one disposable at a time: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable {
    private let lock = RecursiveLock()
    private var current: Disposable?
    private var disposed = false

    public init() { Resources.increment() }
    deinit { Resources.decrement() }

    public var isDisposed: Bool { lock.performLocked { disposed } }

    /// Setting it disposes the old value; after `dispose()` a new value is disposed at once.
    public var disposable: Disposable {
        get { lock.performLocked { current ?? Disposables.create() } }
        set {
            let (previous, disposeNew): (Disposable?, Bool) = lock.performLocked {
                if disposed { return (nil, true) }
                let previous = current
                current = newValue
                return (previous, false)
            }
            previous?.dispose()
            if disposeNew { newValue.dispose() }
        }
    }

    public func dispose() {
        let previous: Disposable? = lock.performLocked {
            guard !disposed else { return nil }
            disposed = true
            let previous = current
            current = nil
            return previous
        }
        previous?.dispose()
    }
}
