// Mistake: a connection made by hand at once and never disposed keeps the interval running when nobody watches.
// 错误：一开始就手动 connect，而且从不 dispose，没人观看时计时器也一直在跑。
import RxCore

func whileWatched(_ feed: Observable<Int>) -> Observable<Int> {
    let published = feed.publish()
    _ = published.connect()
    return published.asObservable()
}
