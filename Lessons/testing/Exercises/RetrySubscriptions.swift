import RxTestCore

/// `xs` is a cold test observable that fails `failsAfter` ticks after each subscription:
/// `scheduler.createColdObservable([.error(failsAfter, boom)])`. A test runs
/// `scheduler.start { xs.retry(attempts) }` (subscribed 200, disposed 1000). Return what
/// `xs.subscriptions` holds afterwards.
/// `xs` 是一个冷的测试 Observable，每次被订阅后过 `failsAfter` 拍就失败：
/// `scheduler.createColdObservable([.error(failsAfter, boom)])`。测试运行
/// `scheduler.start { xs.retry(attempts) }`（第 200 拍订阅，第 1000 拍释放）。返回运行结束后
/// `xs.subscriptions` 里的内容。
func retrySubscriptions(failsAfter: Int, attempts: Int) -> [Subscription] {
    // TODO: one Subscription(from, to) per subscription retry makes, in order.
    // TODO（中文）：retry 每订阅一次就有一条 `Subscription(从, 到)`，按先后排列。
    return [Subscription(200, 200 + failsAfter)]
}
