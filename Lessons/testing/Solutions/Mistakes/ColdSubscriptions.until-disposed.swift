// Mistake: every subscription taken to last until `start` disposes it, as if completing did
// not end it: map disposes its upstream the moment the source completes.
// 错误：以为每次订阅都要等 `start` 来释放，好像完成并不结束订阅；其实源一完成，map 就释放了对它的订阅。
import RxTestCore

func coldSubscriptions(subscribed: Int, disposed: Int, completesAfter: Int?) -> [Subscription] {
    [Subscription(subscribed, disposed)]
}
