import RxCore

/// retry(3) subscribes to the cold source again after each error, up to 3 attempts;
/// the third attempt succeeds, so the error never reaches the subscriber.
/// retry(3) 在每次出错后重新订阅这个冷序列，最多尝试 3 次；
/// 第三次成功了，所以错误永远到不了订阅者那里。
func reliable(_ download: Observable<String>) -> Observable<String> {
    download.retry(3)
}
