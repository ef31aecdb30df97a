import RxCore

/// take(until:) completes the sequence (and releases the relay subscription) the moment
/// screenClosed emits: the completion Variable used to send on deinit, now explicit.
/// screenClosed 一发出元素，take(until:) 就让序列 completed（并释放对 relay 的订阅）：
/// 这就是以前 Variable 在 deinit 时发出的 completed，现在明确地写了出来。
func volumeShown(volume: BehaviorRelay<Int>, screenClosed: Observable<Void>) -> Observable<Int> {
    volume.asObservable().take(until: screenClosed)
}
