import Foundation

/// Anything that can receive a signal's events. A signal calls `didSubscribe(with:)` once per
/// subscription, then any number of `sendNext` and at most one `sendError` or `sendCompleted`.
/// (RAC also has a class named RACSubscriber; Swift cannot give a protocol and a class the
/// same name, so that class is `RACBlockSubscriber` here.)
public protocol RACSubscriber<Value>: AnyObject {
    associatedtype Value
    func sendNext(_ value: Value)
    func sendError(_ error: Error)
    func sendCompleted()
    /// The disposable standing for one subscription of this subscriber.
    func didSubscribe(with disposable: RACCompoundDisposable)
}

/// The subscriber `subscribeNext(_:error:completed:)` creates: it calls blocks.
/// After an error or completion it forgets its blocks, so nothing else gets through.
public final class RACBlockSubscriber<Value>: RACSubscriber {
    private let lock = NSLock()
    private var next: ((Value) -> Void)?
    private var error: ((Error) -> Void)?
    private var completed: (() -> Void)?
    /// Every subscription of this subscriber: an error or completion ends them all. Held
    /// weakly: a subscription already keeps its subscriber alive, and a strong reference back
    /// would make a cycle that outlives a signal nobody holds any more.
    private var subscriptions = RACWeakDisposables()

    public init(next: ((Value) -> Void)? = nil, error: ((Error) -> Void)? = nil, completed: (() -> Void)? = nil) {
        self.next = next
        self.error = error
        self.completed = completed
    }

    public func sendNext(_ value: Value) {
        lock.lock()
        let block = next
        lock.unlock()
        block?(value)
    }

    public func sendError(_ error: Error) {
        let block = finish().error
        disposeSubscriptions()
        block?(error)
    }

    public func sendCompleted() {
        let block = finish().completed
        disposeSubscriptions()
        block?()
    }

    public func didSubscribe(with disposable: RACCompoundDisposable) {
        lock.lock()
        subscriptions.add(disposable)
        lock.unlock()
    }

    private func disposeSubscriptions() {
        lock.lock()
        let all = subscriptions.takeAll()
        lock.unlock()
        for subscription in all { subscription.dispose() }
    }

    private func finish() -> (error: ((Error) -> Void)?, completed: (() -> Void)?) {
        lock.lock(); defer { lock.unlock() }
        let blocks = (error, completed)
        next = nil
        error = nil
        completed = nil
        return blocks
    }
}

/// Wraps the real subscriber for one subscription and forwards its events only while that
/// subscription's disposable is not disposed: a subscriber can hold many subscriptions and
/// cancel any one of them without being told about it.
public final class RACPassthroughSubscriber<Value>: RACSubscriber {
    private let inner: any RACSubscriber<Value>
    /// This subscription.
    public let disposable: RACCompoundDisposable

    public init(_ inner: any RACSubscriber<Value>, disposable: RACCompoundDisposable) {
        self.inner = inner
        self.disposable = disposable
    }

    public func sendNext(_ value: Value) {
        if disposable.isDisposed { return }
        inner.sendNext(value)
    }

    public func sendError(_ error: Error) {
        if disposable.isDisposed { return }
        inner.sendError(error)
    }

    public func sendCompleted() {
        if disposable.isDisposed { return }
        inner.sendCompleted()
    }

    public func didSubscribe(with disposable: RACCompoundDisposable) {
        // One passthrough stands for one subscription: the disposable it was made with.
        if disposable !== self.disposable { self.disposable.addDisposable(disposable) }
    }
}

/// Weak references to subscriptions (for subscribers and subjects, which must end the
/// subscriptions feeding them without keeping them alive). Not thread-safe: callers lock.
struct RACWeakDisposables {
    private final class Box {
        weak var disposable: RACCompoundDisposable?
        init(_ disposable: RACCompoundDisposable) { self.disposable = disposable }
    }

    private var boxes: [Box] = []

    mutating func add(_ disposable: RACCompoundDisposable) {
        boxes.removeAll { $0.disposable == nil || $0.disposable!.isDisposed }
        boxes.append(Box(disposable))
    }

    /// The live ones, forgetting all.
    mutating func takeAll() -> [RACCompoundDisposable] {
        let live = boxes.compactMap(\.disposable)
        boxes = []
        return live
    }
}
