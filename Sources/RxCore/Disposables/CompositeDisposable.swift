/// A group of disposables disposed together. Anything added after disposal is disposed at once.
public final class CompositeDisposable: Cancelable {
    /// Identifies an inserted disposable so it can be removed again.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    private let lock = RecursiveLock()
    private var disposables: [Int: Disposable]? = [:]
    private var order: [Int] = []
    private var nextKey = 0

    public init() { Resources.increment() }

    public init(_ first: Disposable, _ second: Disposable) {
        Resources.increment()
        disposables = [0: first, 1: second]
        order = [0, 1]
        nextKey = 2
    }

    public init(_ first: Disposable, _ second: Disposable, _ third: Disposable) {
        Resources.increment()
        disposables = [0: first, 1: second, 2: third]
        order = [0, 1, 2]
        nextKey = 3
    }

    public convenience init(_ first: Disposable, _ second: Disposable, _ third: Disposable, _ fourth: Disposable, _ more: Disposable...) {
        self.init(disposables: [first, second, third, fourth] + more)
    }

    public init(disposables: [Disposable]) {
        Resources.increment()
        var table: [Int: Disposable] = [:]
        for (index, disposable) in disposables.enumerated() { table[index] = disposable }
        self.disposables = table
        order = Array(disposables.indices)
        nextKey = disposables.count
    }

    deinit { Resources.decrement() }

    public var isDisposed: Bool { lock.performLocked { disposables == nil } }

    /// How many disposables the group holds now.
    public var count: Int { lock.performLocked { disposables?.count ?? 0 } }

    /// Adds a disposable; returns nil (and disposes it) when the group is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        let key: Int? = lock.performLocked {
            guard disposables != nil else { return nil }
            let key = nextKey
            nextKey += 1
            disposables![key] = disposable
            order.append(key)
            return key
        }
        guard let key else {
            disposable.dispose()
            return nil
        }
        return DisposeKey(value: key)
    }

    /// Removes the disposable for `key` and disposes it.
    public func remove(for key: DisposeKey) {
        let removed: Disposable? = lock.performLocked {
            guard let removed = disposables?.removeValue(forKey: key.value) else { return nil }
            // Forget removed keys once they outnumber the live ones, so a long-lived group
            // (flatMap over an endless source) stays as small as what it holds.
            if let live = disposables, order.count > 16, order.count > 2 * live.count {
                order.removeAll { live[$0] == nil }
            }
            return removed
        }
        removed?.dispose()
    }

    public func dispose() {
        let toDispose: [Disposable] = lock.performLocked {
            guard let current = disposables else { return [] }
            disposables = nil
            let ordered = order.compactMap { current[$0] }
            order = []
            return ordered
        }
        for disposable in toDispose { disposable.dispose() }
    }
}
