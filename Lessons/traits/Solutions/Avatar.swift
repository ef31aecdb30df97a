import RxCore

/// The cache holds zero or one avatar: that is a Maybe, not a Single (asSingle would fail on
/// an empty cache). ifEmpty(switchTo:) subscribes to the download only when the Maybe
/// completes empty, and the result always has an element: a Single.
/// 缓存里有零个或一个头像：这是 Maybe，不是 Single（缓存为空时 asSingle 会失败）。
/// ifEmpty(switchTo:) 只在 Maybe 空着完成时才订阅下载，结果一定有一个元素，所以是 Single。
func avatar(cache: Observable<String>, download: Single<String>) -> Single<String> {
    cache.asMaybe().ifEmpty(switchTo: download)
}
