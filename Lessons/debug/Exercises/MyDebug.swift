import RxCore

/// Write your own debug operator. With identifier "probe" it should log
/// `subscribed probe`, then `event probe next(1)` … for every event, and
/// `disposing probe` when the subscription ends, passing every event on unchanged.
/// 自己写一个 debug 操作符。标识符是 `"probe"` 时，它应该先记录 `subscribed probe`，
/// 然后每个事件记录一行 `event probe next(1)`……，订阅结束时记录 `disposing probe`；
/// 每个事件都原样传下去。
func myDebug<Element>(_ source: Observable<Element>, _ identifier: String, log: @escaping (String) -> Void) -> Observable<Element> {
    // TODO: build it with Observable.create: log, subscribe to source, log each event and
    // forward it, and return a disposable that logs before disposing the subscription.
    // TODO（中文）：用 Observable.create 来写：先记录，再订阅 source，记录每个事件并转发它，
    // 最后返回一个 disposable，它在 dispose 订阅之前先记录一行。
    source
}
