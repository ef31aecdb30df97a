// Mistake: without sharing, every watcher subscribes to the feed and starts an interval of its own.
// 错误：不共享的话，每个观看者都会订阅 feed，各自启动一个计时器。
import RxCore

func whileWatched(_ feed: Observable<Int>) -> Observable<Int> {
    feed.map { $0 }
}
