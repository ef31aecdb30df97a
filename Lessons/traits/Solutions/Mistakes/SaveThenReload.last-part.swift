// Mistake: reload after the last written part (takeLast(1), then flatMap): a save that writes
// nothing has no last part, so nothing is reloaded and asSingle fails with noElements.
// 错误：在最后写入的那一部分之后重新加载（takeLast(1) 再 flatMap）：什么都没写的保存没有“最后一部分”，
// 于是不会重新加载，asSingle 以 noElements 失败。
import RxCore

func saveThenReload(_ writes: Observable<String>, reload: Single<String>) -> Single<String> {
    writes.takeLast(1)
        .flatMap { _ in reload }
        .asSingle()
}
