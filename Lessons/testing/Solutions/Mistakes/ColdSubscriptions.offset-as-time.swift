// Mistake: a cold script's time read as an absolute tick, as a hot one's is: the subscription
// is taken to end at `completesAfter` itself, not `subscribed + completesAfter` ticks.
// 错误：把冷脚本里的时间当成绝对的拍，像热脚本那样读：以为订阅在第 `completesAfter` 拍结束，
// 而不是订阅后再过 `completesAfter` 拍。
import RxTestCore

func coldSubscriptions(subscribed: Int, disposed: Int, completesAfter: Int?) -> [Subscription] {
    guard let completesAfter else { return [Subscription(subscribed, disposed)] }
    return [Subscription(subscribed, min(completesAfter, disposed))]
}
