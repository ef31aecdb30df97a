// Mistake: the reply is given up after 4 ticks of silence, the shown scenario's limit, and `limit` is never read.
// 错误：超时写死成示例里的 4 拍，根本没有用到 `limit`。
import RxCore

func replyOrGiveUp(_ reply: Observable<String>, limit: Int, scheduler: SchedulerType) -> Observable<String> {
    reply
        .timeout(.milliseconds(400), scheduler: scheduler)
        .catchAndReturn("t")
}
