// Mistake: subscribing to the published feed does not start it; only connect() does, so nothing comes.
// 错误：订阅 publish 过的 feed 并不会启动它，只有 connect() 才会，所以什么都收不到。
import RxCore

func startFeed(_ feed: ConnectableObservable<Int>) -> Disposable {
    feed.subscribe()
}
