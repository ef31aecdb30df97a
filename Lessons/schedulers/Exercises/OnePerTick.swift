import RxCore

/// Emit `values` in order, one step of `scheduler` each, then complete.
/// 按顺序发出 `values`，每个占 `scheduler` 的一步，然后发出 completed。
func onePerTick(_ values: [Int], scheduler: ImmediateSchedulerType) -> Observable<Int> {
    // TODO: this emits everything at once, while being subscribed. Schedule each element.
    // TODO（中文）：这样会在订阅的那一刻一口气发完。让每个元素都经过调度器。
    Observable.from(values)
}
