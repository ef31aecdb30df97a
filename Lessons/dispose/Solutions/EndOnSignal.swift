import RxCore

/// take(until:) completes the result when `stop` emits and disposes its subscriptions to
/// both `ticks` and `stop`: the interval stops without anyone calling dispose().
/// take(until:) 在 `stop` 发出元素时让结果 completed，并释放对 `ticks` 和 `stop` 的订阅：
/// 不用任何人调用 dispose()，interval 就停了。
func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
    ticks.take(until: stop)
}
