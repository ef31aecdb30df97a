import RxCore

/// Only the save's ending matters, so its parts are dropped (ignoreElements) and what is left
/// is a Completable. andThen subscribes to the reload when the save completes; an error from
/// the save ends the result, and the reload never starts.
/// 保存只有结束这件事要紧，所以丢掉写入的部分（ignoreElements），剩下的就是 Completable。
/// andThen 在保存完成时才订阅重新加载；保存出错会直接结束结果，重新加载根本不会开始。
func saveThenReload(_ writes: Observable<String>, reload: Single<String>) -> Single<String> {
    writes.ignoreElements().asCompletable().andThen(reload)
}
