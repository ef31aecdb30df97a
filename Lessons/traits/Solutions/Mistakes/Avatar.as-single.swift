// Mistake: asSingle on a cache that can be empty ("the cache answers once, so it is a Single"): a miss fails with RxError.noElements
// instead of downloading.
// 错误：对可能为空的缓存用了 asSingle，于是缓存未命中时以 RxError.noElements 失败，而不是去下载。
import RxCore

func avatar(cache: Observable<String>, download: Single<String>) -> Single<String> {
    cache.asSingle()
}
