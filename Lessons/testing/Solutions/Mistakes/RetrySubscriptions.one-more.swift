// Mistake: retry(attempts) read as "the first try, then `attempts` retries": one
// subscription too many. The count is of subscriptions in all.
// 错误：把 retry(attempts) 理解成“先试一次，再重试 `attempts` 次”，多出一次订阅。这个数是订阅的总次数。
import RxTestCore

func retrySubscriptions(failsAfter: Int, attempts: Int) -> [Subscription] {
    var subscriptions: [Subscription] = []
    var from = 200
    while subscriptions.count < attempts + 1 && from < 1000 {
        subscriptions.append(Subscription(from, min(from + failsAfter, 1000)))
        from += failsAfter
    }
    return subscriptions
}
