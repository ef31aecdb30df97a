// `bind(to:)` for Infallible, as RxSwift 6's RxCocoa and RxRelay give it: an Infallible can't
// error, so binding is just subscribing.

extension InfallibleType {
    /// Sends every event to each observer.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { (event: InfallibleEvent<Element>) in
            observers.forEach { $0.on(event.event) }
        }
    }

    /// Sends every event to each observer of the optional type.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { (event: InfallibleEvent<Element?>) in
            observers.forEach { $0.on(event.event) }
        }
    }

    /// Hands the sequence to `binder` and returns what it returns (a custom binding).
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Hands the sequence and one more argument to a curried `binder`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes for elements only.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Accepts every element into each relay.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay of the optional type.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay of the optional type.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }

    /// Accepts every element into each relay of the optional type.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in relays.forEach { $0.accept(element) } })
    }
}
