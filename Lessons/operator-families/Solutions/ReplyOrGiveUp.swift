import RxCore

/// timeout restarts its timer at every element; when the timer runs out first it disposes
/// the reply and fails with RxError.timeout, which catchAndReturn turns into "t" and a
/// completion.
/// timeout 每收到一个元素就重新计时；计时先走完时，它释放对回复的订阅并以 RxError.timeout 出错，
/// catchAndReturn 再把这个错误换成 `"t"` 和 completed。
func replyOrGiveUp(_ reply: Observable<String>, limit: Int, scheduler: SchedulerType) -> Observable<String> {
    reply
        .timeout(.milliseconds(100 * limit), scheduler: scheduler)
        .catchAndReturn("t")
}
