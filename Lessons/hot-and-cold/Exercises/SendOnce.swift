import RxCore

/// `request` is cold: every subscription sends it again. Two parts of a screen subscribe to
/// what you return (one at tick 0, one later); the request must be sent only once, and the
/// later one gets what arrives after it subscribed.
/// `request` 是冷的：每次订阅都会重新发一次。界面的两个部分订阅你返回的序列（一个在第 0 拍，
/// 一个晚一些）；请求只能发一次，晚来的那个收到它订阅之后到达的东西。
func sendOnce(_ request: Observable<String>) -> Observable<String> {
    // TODO: let both subscribers share one subscription to `request`.
    // TODO（中文）：让两个订阅者共享对 `request` 的一次订阅。
    return request
}
