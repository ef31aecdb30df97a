import RxTestCore

/// retry(attempts) subscribes at most `attempts` times in all. Each subscription fails
/// `failsAfter` ticks after it began, and retry subscribes again on that same tick; the
/// dispose at 1000 ends the subscription open then, and no other follows.
/// retry(attempts) 一共最多订阅 `attempts` 次。每次订阅在开始后 `failsAfter` 拍失败，retry 在同一拍
/// 重新订阅；第 1000 拍的释放结束当时那次订阅，之后不再有新的订阅。
func retrySubscriptions(failsAfter: Int, attempts: Int) -> [Subscription] {
    var subscriptions: [Subscription] = []
    var from = 200
    while subscriptions.count < attempts && from < 1000 {
        subscriptions.append(Subscription(from, min(from + failsAfter, 1000)))
        from += failsAfter
    }
    return subscriptions
}
