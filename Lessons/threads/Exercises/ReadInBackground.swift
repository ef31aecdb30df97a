import RxCore

/// Make `read` (a slow read that does its work while it is being subscribed) start on
/// `background`, so that the caller's subscribe() returns at once.
/// 让 `read`（一次很慢的读取，它在被订阅的时候干活）在 `background` 上开始，这样调用方的 subscribe() 能立刻返回。
func readInBackground(_ read: Observable<String>, background: ImmediateSchedulerType) -> Observable<String> {
    // TODO: move the read off the caller's thread.
    // TODO（中文）：把读取从调用方的线程上挪走。
    return read
}
