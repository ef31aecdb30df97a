// Mistake: the cache, then the download, as one sequence made a Single: on a hit the download
// still runs, its avatar is a second element, and asSingle fails with moreThanOneElement.
// 错误：把缓存和下载接成一个序列再转成 Single，缓存命中时下载照样进行，下载的头像成了第二个元素，
// asSingle 以 moreThanOneElement 失败。
import RxCore

func avatar(cache: Observable<String>, download: Single<String>) -> Single<String> {
    Observable.concat(cache, download.asObservable()).asSingle()
}
