// Mistake: catchAndReturn after andThen "so the screen always gets a version": a failed save
// now looks like a successful reload of a made-up version.
// 错误：在 andThen 后面加 catchAndReturn，“让界面总能拿到一个版本”：保存失败看起来反倒像是成功地重新加载了
// 一个编造的版本。
import RxCore

func saveThenReload(_ writes: Observable<String>, reload: Single<String>) -> Single<String> {
    writes.ignoreElements().asCompletable().andThen(reload).catchAndReturn("v1")
}
