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

    /// Adds the disposables; if the bag is already gone they are disposed at once.
    public func insert(_ disposables: [Disposable]) {
        let disposeNow: Bool = lock.performLocked {
            if disposed { return true }
            self.disposables += disposables
            return false
        }
        if disposeNow { disposables.forEach { $0.dispose() } }
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

extension DisposeBag {
    /// A bag holding `disposables` from the start.
    public convenience init(disposing disposables: Disposable...) {
        self.init(disposing: disposables)
    }

    /// A bag holding `disposables` from the start.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        insert(disposables)
    }

    /// A bag holding the disposables the block lists, one per line:
    ///
    ///     let bag = DisposeBag {
    ///         a.subscribe(onNext: { print($0) })
    ///         b.bind(to: relay)
    ///     }
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds several disposables: `bag.insert(a, b, c)`.
    public func insert(_ disposables: Disposable...) {
        insert(disposables)
    }

    /// Adds the disposables the block lists, one per line: `bag.insert { a; b }`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Collects the disposables listed in a block (RxSwift's builder: a plain list, no `if`/`for`).
    @resultBuilder
    public struct DisposableBuilder {
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
    }
}

extension Disposable {
    /// Hands this subscription to `bag`, which disposes it when the bag goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
