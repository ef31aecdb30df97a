// Mistake: catchAndReturn put before timeout, so it never sees the timeout's error.
// 错误：把 catchAndReturn 放在了 timeout 前面，它根本收不到 timeout 的错误。
import RxCore

func replyOrGiveUp(_ reply: Observable<String>, limit: Int, scheduler: SchedulerType) -> Observable<String> {
    reply
        .catchAndReturn("t")
        .timeout(.milliseconds(100 * limit), scheduler: scheduler)
}
