import RxCore

extension Solution {
    /// take(until:) completes the result when `stop` emits and disposes its subscriptions to
    /// both `ticks` and `stop`: the interval stops without anyone calling dispose().
    static func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
        ticks.take(until: stop)
    }
}
