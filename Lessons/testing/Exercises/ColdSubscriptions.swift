import RxTestCore

/// `xs` is a cold test observable that completes `completesAfter` ticks after it is subscribed
/// (nil: it never completes). A test runs
/// `scheduler.start(created: 100, subscribed: subscribed, disposed: disposed) { xs.map { $0 + 1 } }`.
/// Return what `xs.subscriptions` holds afterwards.
/// `xs` 是一个冷的测试 Observable，被订阅后过 `completesAfter` 拍完成（nil 表示永不完成）。测试运行
/// `scheduler.start(created: 100, subscribed: subscribed, disposed: disposed) { xs.map { $0 + 1 } }`，
/// 返回运行结束后 `xs.subscriptions` 里的内容。
func coldSubscriptions(subscribed: Int, disposed: Int, completesAfter: Int?) -> [Subscription] {
    // TODO: one Subscription(from, to): when was xs subscribed, and what ends that subscription first?
    // TODO（中文）：一个 `Subscription(从, 到)`。xs 在哪一拍被订阅？这次订阅先被什么结束？
    return []
}
