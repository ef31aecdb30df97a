import RxCore

/// refCount() connects the published feed when its first subscriber comes and disposes the
/// connection when the last one leaves; the next subscriber starts a new connection.
/// refCount() 在第一个订阅者到来时 connect，最后一个离开时 dispose 这次连接；
/// 再来的订阅者会开始一次新的连接。
func whileWatched(_ feed: Observable<Int>) -> Observable<Int> {
    feed.publish().refCount()
}
