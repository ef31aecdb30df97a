import RxCore

/// `feed` starts an interval for every subscription. Watchers come and go: make them share
/// one subscription to `feed` that starts when the first watcher comes and is disposed when
/// the last one leaves. Build it from publish() and refCount(), not share().
/// `feed` 每被订阅一次就启动一个计时器。观看者来来去去：让他们共用对 `feed` 的一个订阅，
/// 第一个观看者到来时开始，最后一个离开时 dispose。用 publish() 和 refCount() 来搭，不要用 share()。
func whileWatched(_ feed: Observable<Int>) -> Observable<Int> {
    // TODO: one subscription to `feed`, alive exactly while somebody watches.
    // TODO（中文）：对 `feed` 只有一个订阅，有人观看时才存在。
    return feed
}
