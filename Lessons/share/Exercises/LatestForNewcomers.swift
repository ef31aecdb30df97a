import RxCore

/// A reading arrives every 3 ticks (0.3 s). A screen that opens late should show the latest
/// `keep` readings at once (a small chart of the recent past) instead of waiting for the next one.
/// 每 3 拍（0.3 秒）来一个读数。晚打开的界面应该立刻显示最近的 `keep` 个读数（一小段走势图），而不是等下一个。
func latestForNewcomers(_ readings: Observable<Int>, keep: Int) -> Observable<Int> {
    // TODO: keep the sharing, but let a late subscriber start with the latest `keep` values.
    // TODO（中文）：保留共享，但让晚来的订阅者先拿到最近的 `keep` 个值。
    return readings.share()
}
