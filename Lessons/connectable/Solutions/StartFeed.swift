import RxCore

/// connect() subscribes the feed's subject to the interval, and the Disposable it returns is
/// the connection: disposing it stops the interval.
/// connect() 让 feed 内部的 subject 订阅计时序列，它返回的 Disposable 就是这次连接：
/// dispose 它，计时序列就停下。
func startFeed(_ feed: ConnectableObservable<Int>) -> Disposable {
    feed.connect()
}
