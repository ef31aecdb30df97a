import RxTestCore

/// A cold observable counts its script from its own subscription: it completes at
/// `subscribed + completesAfter`, and then `map` disposes its subscription to it. If that
/// would come after `disposed`, or never comes, `start` disposes it at `disposed` first.
/// 冷的 Observable 从自己被订阅的那一拍起算脚本：它在 `subscribed + completesAfter` 完成，map 随即释放对它的
/// 订阅；如果那一拍在 `disposed` 之后，或者根本不会完成，就由 `start` 在 `disposed` 先释放。
func coldSubscriptions(subscribed: Int, disposed: Int, completesAfter: Int?) -> [Subscription] {
    guard let completesAfter else { return [Subscription(subscribed, disposed)] }
    return [Subscription(subscribed, min(subscribed + completesAfter, disposed))]
}
