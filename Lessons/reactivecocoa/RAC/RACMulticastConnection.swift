import Foundation

/// Shares one subscription to `sourceSignal` among any number of subscribers. The
/// subscribers subscribe to `signal`, a subject; `connect()` subscribes that subject to the
/// source, and a `hasConnected` flag makes sure it happens at most once.
public final class RACMulticastConnection<Value> {
    private let sourceSignal: RACSignal<Value>
    /// What subscribers subscribe to.
    public let signal: RACSubject<Value>
    private let lock = NSLock()
    private var hasConnected = false
    private let serialDisposable = RACSerialDisposable()
    private var autoSubscribers = 0

    public init(source: RACSignal<Value>, subject: RACSubject<Value>) {
        sourceSignal = source
        signal = subject
    }

    /// Subscribes the subject to the source, the first time only. Every call returns the
    /// same disposable, which ends the shared subscription.
    @discardableResult
    public func connect() -> RACDisposable {
        lock.lock()
        let first = !hasConnected
        hasConnected = true
        lock.unlock()
        if first {
            serialDisposable.disposable = sourceSignal.subscribe(signal)
        }
        return serialDisposable
    }

    /// A signal that connects on its first subscriber and disconnects when the last one leaves.
    public func autoconnect() -> RACSignal<Value> {
        RACSignal.createSignal { [self] subscriber in
            let subscription = signal.subscribe(subscriber)
            lock.lock()
            autoSubscribers += 1
            lock.unlock()
            let connection = connect()
            return RACDisposable {
                subscription.dispose()
                self.lock.lock()
                self.autoSubscribers -= 1
                let last = self.autoSubscribers == 0
                self.lock.unlock()
                if last { connection.dispose() }
            }
        }
    }
}

extension RACSignal {
    /// A connection through `subject` (not connected yet).
    public func multicast(_ subject: RACSubject<Value>) -> RACMulticastConnection<Value> {
        RACMulticastConnection(source: self, subject: subject)
    }

    /// A connection through a plain subject: subscribers see only what comes after they join.
    public func publish() -> RACMulticastConnection<Value> {
        multicast(RACSubject())
    }

    /// Subscribes to the source now, once, and replays every value to every subscriber.
    public func replay() -> RACSignal<Value> {
        let connection = multicast(RACReplaySubject())
        connection.connect()
        return connection.signal
    }

    /// Subscribes to the source now, once, and replays only the latest value.
    public func replayLast() -> RACSignal<Value> {
        let connection = multicast(RACReplaySubject(capacity: 1))
        connection.connect()
        return connection.signal
    }

    /// Like `replay`, but subscribes to the source only when the first subscriber arrives.
    public func replayLazily() -> RACSignal<Value> {
        let connection = multicast(RACReplaySubject())
        return RACSignal.defer {
            connection.connect()
            return connection.signal
        }
    }
}
