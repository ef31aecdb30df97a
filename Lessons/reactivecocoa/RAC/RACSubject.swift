import Foundation
import RxCore

/// A signal you drive by hand: it is a signal (subscribe to it) and a subscriber (send to it,
/// or subscribe it to other signals). Hot: a subscriber gets only what is sent after it
/// subscribed. Built on RxCore's `PublishSubject`.
open class RACSubject<Value>: RACSignal<Value>, RACSubscriber {
    private let send: (Event<Value>) -> Void
    private let lock = NSLock()
    /// Subscriptions feeding this subject (`someSignal.subscribe(subject)`): its error or
    /// completion ends them all.
    private var sources = RACWeakDisposables()

    /// A plain (publish) subject.
    public convenience init() {
        let subject = PublishSubject<Value>()
        self.init(rx: subject, send: subject.on)
    }

    init(rx: Observable<Value>, send: @escaping (Event<Value>) -> Void) {
        self.send = send
        super.init(rx)
    }

    public func sendNext(_ value: Value) {
        send(.next(value))
    }

    public func sendError(_ error: Error) {
        send(.error(error))
        endSources()
    }

    public func sendCompleted() {
        send(.completed)
        endSources()
    }

    public func didSubscribe(with disposable: RACCompoundDisposable) {
        lock.lock()
        sources.add(disposable)
        lock.unlock()
    }

    private func endSources() {
        lock.lock()
        let all = sources.takeAll()
        lock.unlock()
        for source in all { source.dispose() }
    }
}

/// Remembers the values it was sent (all of them, or the last `capacity`) and sends them to
/// every new subscriber before the live ones; a completion or error is replayed too.
/// Built on RxCore's `ReplaySubject`.
public final class RACReplaySubject<Value>: RACSubject<Value> {
    public init(capacity: Int = .max) {
        let subject = capacity == .max ? ReplaySubject<Value>.createUnbounded() : ReplaySubject<Value>.create(bufferSize: capacity)
        super.init(rx: subject, send: subject.on)
    }
}

/// Sends its latest value (at first `defaultValue`) to every new subscriber, then the live
/// ones. Built on RxCore's `BehaviorSubject`.
public final class RACBehaviorSubject<Value>: RACSubject<Value> {
    public init(defaultValue: Value) {
        let subject = BehaviorSubject<Value>(value: defaultValue)
        super.init(rx: subject, send: subject.on)
    }
}
