import RxCore

/// BehaviorRelay is Variable's RxSwift 6 replacement: it holds the current value and hands
/// it to every new subscriber, so the late slider starts at 7. accept(_:) replaces `value =`.
/// BehaviorRelay 是 RxSwift 6 里 Variable 的替代品：它保存当前值，并把它交给每个新的订阅者，
/// 所以晚来的滑块从 7 开始。accept(_:) 代替了 `value =`。
func makeVolume() -> (changes: Observable<Int>, set: (Int) -> Void) {
    let volume = BehaviorRelay(value: 5)
    return (volume.asObservable(), { volume.accept($0) })
}
