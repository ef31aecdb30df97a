/// Disposes everything added to it when it is deallocated: Rx's answer to ARC.
///
/// To dispose early, replace the bag: `bag = DisposeBag()`.
public final class DisposeBag {
    private let lock = RecursiveLock()
    private var disposables: [Disposable] = []
    private var disposed = false

    public init() {}

    /// Adds a disposable; if the bag is already gone it is disposed at once.
    public func insert(_ disposable: Disposable) {
        let disposeNow: Bool = lock.performLocked {
            if disposed { return true }
            disposables.append(disposable)
            return false
        }
        if disposeNow { disposable.dispose() }
    }

    private func dispose() {
        let current: [Disposable] = lock.performLocked {
            let current = disposables
            disposables = []
            disposed = true
            return current
        }
        for disposable in current { disposable.dispose() }
    }

    deinit { dispose() }
}

extension Disposable {
    /// Hands this subscription to `bag`, which disposes it when the bag goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
