import RxCore

/// share() subscribes to `request` once, when the first subscriber comes, and hands every
/// event to everyone subscribed at that moment: a late subscriber joins the running request.
/// share() 在第一个订阅者到来时订阅 `request` 一次，并把每个事件交给当时所有的订阅者：
/// 晚来的订阅者加入这次正在进行的请求。
func sendOnce(_ request: Observable<String>) -> Observable<String> {
    request.share()
}
