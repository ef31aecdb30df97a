import Foundation
import RxCore

// The cleaners: RACDisposable and three of its subclasses, on top of RxCore's
// `Disposable` / `Cancelable`, so a RAC disposable can go wherever an Rx one goes
// (a DisposeBag, the return value of `Observable.create`) and the other way round.
//
// Two differences from RxSwift's containers are worth knowing, and the lesson shows both:
// RAC's serial disposable *hands back* the old disposable when you swap in a new one
// (RxSwift's `SerialDisposable` disposes it), and RAC's compound disposable *removes* a child
// without disposing it (RxSwift's `CompositeDisposable.remove(for:)` disposes it).

/// The work needed to end one subscription, run at most once.
open class RACDisposable: Cancelable {
    private let lock = NSLock()
    private var action: (() -> Void)?
    private var disposed = false

    /// A disposable that runs `block` the first time it is disposed.
    public init(block: @escaping () -> Void) {
        action = block
    }

    /// A disposable with nothing to clean up (it still remembers being disposed).
    public init() {}

    /// Wraps an Rx disposable: disposing this disposes that.
    public convenience init(_ rx: Disposable) {
        self.init(block: { rx.dispose() })
    }

    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    /// Marks the disposable disposed; true only for the first caller.
    final func markDisposed() -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard !disposed else { return false }
        disposed = true
        return true
    }

    open func dispose() {
        guard markDisposed() else { return }
        lock.lock()
        let work = action
        action = nil
        lock.unlock()
        work?()
    }

    /// RAC's `-asScopedDisposable`: a disposable that disposes this one when it goes away.
    public func asScopedDisposable() -> RACScopedDisposable {
        RACScopedDisposable(self)
    }
}

/// Holds one disposable, which can be swapped out atomically. Swapping hands the old one back
/// undisposed; once the serial disposable itself is disposed, anything put in is disposed at once.
public final class RACSerialDisposable: RACDisposable {
    private let slotLock = NSLock()
    private var current: Disposable?

    public override init() { super.init() }

    public init(disposable: Disposable) {
        current = disposable
        super.init()
    }

    /// The disposable held now. Setting it does not dispose the previous one.
    public var disposable: Disposable? {
        get {
            slotLock.lock(); defer { slotLock.unlock() }
            return current
        }
        set { _ = swapInDisposable(newValue) }
    }

    /// Puts `newDisposable` in and returns the previous one, which the caller now owns.
    @discardableResult
    public func swapInDisposable(_ newDisposable: Disposable?) -> Disposable? {
        slotLock.lock()
        if isDisposed {
            slotLock.unlock()
            newDisposable?.dispose()
            return nil
        }
        let previous = current
        current = newDisposable
        slotLock.unlock()
        return previous
    }

    public override func dispose() {
        guard markDisposed() else { return }
        slotLock.lock()
        let held = current
        current = nil
        slotLock.unlock()
        held?.dispose()
    }
}

/// A bag of disposables disposed together (RAC compares it to an autorelease pool).
/// Children can be added and removed; removing one does not dispose it.
public final class RACCompoundDisposable: RACDisposable {
    private let listLock = NSLock()
    private var children: [Disposable] = []

    public override init() { super.init() }

    public init(disposables: [Disposable]) {
        children = disposables
        super.init()
    }

    /// How many children it holds now.
    public var count: Int {
        listLock.lock(); defer { listLock.unlock() }
        return children.count
    }

    /// Adds `disposable`; if this one is already disposed, disposes it at once instead.
    public func addDisposable(_ disposable: Disposable?) {
        guard let disposable else { return }
        listLock.lock()
        if isDisposed {
            listLock.unlock()
            disposable.dispose()
            return
        }
        children.append(disposable)
        listLock.unlock()
    }

    /// Takes `disposable` out (compared by identity) without disposing it.
    public func removeDisposable(_ disposable: Disposable?) {
        guard let target = disposable as AnyObject? else { return }
        listLock.lock()
        if let index = children.firstIndex(where: { ($0 as AnyObject) === target }) {
            children.remove(at: index)
        }
        listLock.unlock()
    }

    public override func dispose() {
        guard markDisposed() else { return }
        listLock.lock()
        let all = children
        children = []
        listLock.unlock()
        for child in all { child.dispose() }
    }
}

/// Disposes what it wraps when it is deallocated: a subscription tied to a scope.
/// Built on RxCore's `ScopedDisposable`, which does the same for Rx disposables.
public final class RACScopedDisposable: RACDisposable {
    private let scoped: ScopedDisposable

    public init(_ disposable: Disposable) {
        scoped = ScopedDisposable(disposable: disposable)
        super.init()
    }

    public override func dispose() {
        guard markDisposed() else { return }
        scoped.dispose()
    }
}
