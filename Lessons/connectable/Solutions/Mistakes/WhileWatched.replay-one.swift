// Mistake: replay(1) hands the second watcher a value sent before it came.
// 错误：replay(1) 会把第二个观看者到来之前发出的值交给它。
import RxCore

func whileWatched(_ feed: Observable<Int>) -> Observable<Int> {
    feed.replay(1).refCount()
}
