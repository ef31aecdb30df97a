import RxCore

/// A push-driven stream of values that arrive in the future. Cold: nothing happens until a
/// subscriber subscribes, and every subscription runs the signal's work again.
///
/// The facade keeps an RxCore `Observable` underneath: a signal's `next` / `error` /
/// `completed` are the observable's events, a subscription is the observable's subscription
/// wrapped in a `RACCompoundDisposable`, and every operator is an Rx operator. The names are
/// RAC's, so the document's code reads the same.
open class RACSignal<Value>: RACStream, ObservableConvertibleType {
    public typealias Stream = RACSignal<Value>
    public typealias Element = Value

    /// The events, as an RxCore observable.
    let observable: Observable<Value>

    /// A signal over an Rx observable (see also `racSignal` on any observable).
    public init(_ observable: Observable<Value>) {
        self.observable = observable
    }

    public func asObservable() -> Observable<Value> { observable }

    // MARK: The class cluster: RAC's private subclasses are factory methods here.

    /// RACDynamicSignal: `didSubscribe` runs for every subscription, with a subscriber to send
    /// events to; the disposable it returns is disposed when that subscription ends.
    public static func createSignal(_ didSubscribe: @escaping (any RACSubscriber<Value>) -> RACDisposable?) -> RACSignal<Value> {
        RACSignal(Observable.create { observer in
            didSubscribe(RACObserverSubscriber(observer)) ?? RACDisposable()
        })
    }

    /// RACEmptySignal: completes at once.
    public static func empty() -> RACSignal<Value> {
        RACSignal(Observable.empty())
    }

    /// RACReturnSignal: sends `value`, then completes.
    public static func `return`(_ value: Value) -> RACSignal<Value> {
        RACSignal(Observable.just(value))
    }

    /// RACErrorSignal: fails at once with `error`.
    public static func error(_ error: Error) -> RACSignal<Value> {
        RACSignal(Observable.error(error))
    }

    /// Never sends anything.
    public static func never() -> RACSignal<Value> {
        RACSignal(Observable.never())
    }

    /// Runs `block` for every subscription and subscribes to the signal it returns.
    public static func `defer`(_ block: @escaping () -> RACSignal<Value>) -> RACSignal<Value> {
        RACSignal(Observable.deferred { block().observable })
    }

    // MARK: Subscribing

    /// The one way in: subscribes `subscriber` and returns the disposable that stands for this
    /// subscription. The events go through a `RACPassthroughSubscriber`, which stops
    /// forwarding as soon as this subscription is disposed.
    @discardableResult
    public func subscribe(_ subscriber: any RACSubscriber<Value>) -> RACDisposable {
        let subscription = RACCompoundDisposable()
        let passthrough = RACPassthroughSubscriber(subscriber, disposable: subscription)
        subscriber.didSubscribe(with: subscription)
        let rx = observable.subscribe { event in
            switch event {
            case .next(let value): passthrough.sendNext(value)
            case .error(let error): passthrough.sendError(error)
            case .completed: passthrough.sendCompleted()
            }
        }
        subscription.addDisposable(rx)
        return subscription
    }

    @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: next))
    }

    @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void, completed: @escaping () -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: next, completed: completed))
    }

    @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void, error: @escaping (Error) -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: next, error: error))
    }

    @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void, error: @escaping (Error) -> Void, completed: @escaping () -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(next: next, error: error, completed: completed))
    }

    @discardableResult
    public func subscribeError(_ error: @escaping (Error) -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(error: error))
    }

    @discardableResult
    public func subscribeCompleted(_ completed: @escaping () -> Void) -> RACDisposable {
        subscribe(RACBlockSubscriber(completed: completed))
    }

    // MARK: The monad

    /// Lazily binds: for every subscription `block` gives a fresh bind block; each value is
    /// turned into a signal and all of them are merged. A nil signal, or `stop`, releases the
    /// source: the bound signal completes once the signals already merged in have completed.
    public func bind<U>(_ block: @escaping () -> RACStreamBindBlock<Value, RACSignal<U>>) -> RACSignal<U> {
        let source = observable
        return RACSignal<U>(Observable.deferred {
            let bindBlock = block()
            return source
                .map { value -> (signal: RACSignal<U>?, stop: Bool) in
                    var stop = false
                    let signal = bindBlock(value, &stop)
                    return (signal, stop)
                }
                // The value that stops (or yields nil) still passes, then the source is released.
                .take(while: { $0.signal != nil && !$0.stop }, behavior: .inclusive)
                .flatMap { $0.signal?.observable ?? Observable<U>.empty() }
        })
    }

    public func concat(_ other: RACSignal<Value>) -> RACSignal<Value> {
        RACSignal(observable.concat(other.observable))
    }

    /// Maps every value to a signal and merges them: `bind` without state or early stop.
    public func flattenMap<U>(_ transform: @escaping (Value) -> RACSignal<U>) -> RACSignal<U> {
        bind { { value, _ in transform(value) } }
    }

    /// `flattenMap` to `return`: one value out for every value in.
    public func map<U>(_ transform: @escaping (Value) -> U) -> RACSignal<U> {
        flattenMap { RACSignal<U>.return(transform($0)) }
    }
}

/// The subscriber `createSignal`'s block sends to: it forwards into the Rx observer, whose
/// sink keeps the grammar (nothing after an error or completion, nothing after dispose).
final class RACObserverSubscriber<Value>: RACSubscriber {
    private let observer: AnyObserver<Value>

    init(_ observer: AnyObserver<Value>) {
        self.observer = observer
    }

    func sendNext(_ value: Value) { observer.onNext(value) }
    func sendError(_ error: Error) { observer.onError(error) }
    func sendCompleted() { observer.onCompleted() }
    func didSubscribe(with disposable: RACCompoundDisposable) {}
}

extension ObservableConvertibleType {
    /// This observable as a RAC signal.
    public var racSignal: RACSignal<Element> {
        RACSignal(asObservable())
    }
}
