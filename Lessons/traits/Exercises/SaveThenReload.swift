import RxCore

/// Save, then reload: writes is the save (the parts it writes do not matter, only that it
/// finishes or fails); reload fetches the saved version. Reload only after the save has
/// completed; if the save fails, fail with its error and do not reload.
/// 先保存，再重新加载：writes 是保存操作（写了哪些部分不重要，只在乎它做完还是失败）；reload 获取保存后的版本。
/// 保存完成之后才重新加载；保存失败时，以它的错误失败，不再重新加载。
func saveThenReload(_ writes: Observable<String>, reload: Single<String>) -> Single<String> {
    // TODO: this reloads at once, before the save has finished. Make the save a Completable
    // and start the reload after it.
    // TODO（中文）：初始代码一开始就重新加载，不等保存做完。把保存变成 Completable，
    // 在它之后再开始重新加载。
    reload
}
