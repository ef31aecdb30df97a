import RxCore

/// A screen has subscribed to `feed`, a published interval, and waits. Start the feed, and
/// return what stops it: the harness disposes what you return when the screen closes.
/// 一个界面已经订阅了 `feed`（一个 publish 过的计时序列），正在等待。启动它，
/// 并返回能让它停下的东西：界面关闭时，程序会 dispose 你返回的值。
func startFeed(_ feed: ConnectableObservable<Int>) -> Disposable {
    // TODO: start the feed so the screen gets its values, and return what stops it.
    // TODO（中文）：启动 feed，让界面收到值，并返回能让它停下的东西。
    return Disposables.create()
}
