// Mistake: the cold offsets counted from tick 0, not from the subscription at 200.
// 错误：冷脚本的偏移从第 0 拍算起，而不是从第 200 拍的订阅算起。
import RxTestCore

func retrySubscriptions(failsAfter: Int, attempts: Int) -> [Subscription] {
    var subscriptions: [Subscription] = []
    var from = 0
    while subscriptions.count < attempts && from < 1000 {
        subscriptions.append(Subscription(from, min(from + failsAfter, 1000)))
        from += failsAfter
    }
    return subscriptions
}
