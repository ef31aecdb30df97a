import RxCore

/// `download` is cold and flaky: its first two attempts fail. Try it up to 3 times.
/// `download` 是冷的，而且不可靠：前两次尝试都会失败。最多试 3 次。
func reliable(_ download: Observable<String>) -> Observable<String> {
    // TODO: subscribe again when the download fails, at most 3 attempts in all.
    // TODO（中文）：下载失败时重新订阅，加起来最多尝试 3 次。
    download
}
