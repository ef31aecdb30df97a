// Mistake: the connection is made but thrown away, so closing the screen cannot stop the interval.
// 错误：建立了连接却把它丢掉了，界面关闭时没法让计时序列停下。
import RxCore

func startFeed(_ feed: ConnectableObservable<Int>) -> Disposable {
    _ = feed.connect()
    return Disposables.create()
}
