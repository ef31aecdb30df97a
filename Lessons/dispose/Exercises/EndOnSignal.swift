import RxCore

/// Pass the numbers of `ticks` on, and complete as soon as `stop` emits.
/// 把 `ticks` 的数传下去，`stop` 一有元素就发出 completed。
func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
    // TODO: end `ticks` when `stop` emits. One operator does it.
    // TODO（中文）：`stop` 发出元素时结束 `ticks`。一个操作符就够了。
    return ticks
}
