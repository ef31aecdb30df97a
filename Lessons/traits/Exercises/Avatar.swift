import RxCore

/// The avatar: the cache completes with the stored avatar, or without one; only when it has
/// none, download it.
/// 头像：cache 完成时带着缓存的头像，或者什么都不带；只有没有的时候才去下载。
func avatar(cache: Observable<String>, download: Single<String>) -> Single<String> {
    // TODO: this downloads every time, even when the cache has the avatar. Look in the cache
    // first, and download only when it turns out empty.
    // TODO（中文）：初始代码每次都下载，缓存里有头像也一样。先查缓存，缓存为空时才下载。
    download
}
