import RxCore

// The operators the document's examples use, each one RxCore operator underneath.
extension RACSignal {
    /// Merges the signals: every value of every one, completed when all have completed.
    public static func merge(_ signals: [RACSignal<Value>]) -> RACSignal<Value> {
        RACSignal(Observable.merge(signals.map(\.observable)))
    }

    public func merge(_ other: RACSignal<Value>) -> RACSignal<Value> {
        RACSignal.merge([self, other])
    }

    /// `+combineLatest:reduce:` for two signals: once both have sent a value, the reduced
    /// latest pair every time either sends.
    public static func combineLatest<A, B>(_ a: RACSignal<A>, _ b: RACSignal<B>, reduce: @escaping (A, B) -> Value) -> RACSignal<Value> {
        RACSignal(Observable.combineLatest(a.observable, b.observable, resultSelector: reduce))
    }

    /// `+combineLatest:reduce:` for three signals.
    public static func combineLatest<A, B, C>(_ a: RACSignal<A>, _ b: RACSignal<B>, _ c: RACSignal<C>,
                                              reduce: @escaping (A, B, C) -> Value) -> RACSignal<Value> {
        RACSignal(Observable.combineLatest(a.observable, b.observable, c.observable, resultSelector: reduce))
    }

    /// `+combineLatest:` without a reduce block: the latest values as an array.
    public static func combineLatest(_ signals: [RACSignal<Value>]) -> RACSignal<[Value]> {
        RACSignal<[Value]>(Observable.combineLatest(signals.map(\.observable)))
    }

    /// Runs `sideEffect` for every value, before passing it on.
    public func doNext(_ sideEffect: @escaping (Value) -> Void) -> RACSignal<Value> {
        RACSignal(observable.do(onNext: sideEffect))
    }

    /// Delivers every event on `scheduler` (on the virtual clock: a tick later).
    public func deliverOn(_ scheduler: RACScheduler) -> RACSignal<Value> {
        guard let timed = scheduler.base as? SchedulerType else { return self }
        return RACSignal(observable.observe(on: timed))
    }
}

extension RACSignal where Value: Equatable {
    /// Drops a value equal to the one just sent.
    public func distinctUntilChanged() -> RACSignal<Value> {
        RACSignal(observable.distinctUntilChanged())
    }
}
