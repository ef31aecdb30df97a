import RxCore

/// `replies` arrive on a background thread. Deliver each of them, and the end, on `main`.
/// `replies` 在后台线程上到达。把每个回复和结束事件都放到 `main` 上送达。
func deliverOnMain(_ replies: Observable<String>, main: ImmediateSchedulerType) -> Observable<String> {
    // TODO: the replies reach the subscriber on the thread they arrived on.
    // TODO（中文）：现在回复在它们到达的那个线程上交给订阅者。
    replies
}
