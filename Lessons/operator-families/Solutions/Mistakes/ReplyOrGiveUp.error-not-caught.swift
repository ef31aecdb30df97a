// Mistake: timeout without catchAndReturn: the reply fails with RxError.timeout instead of giving "t" and completing.
// 错误：只有 timeout 没有 catchAndReturn，回复以 RxError.timeout 出错，而不是给出“t”然后完成。
import RxCore

func replyOrGiveUp(_ reply: Observable<String>, limit: Int, scheduler: SchedulerType) -> Observable<String> {
    reply.timeout(.milliseconds(100 * limit), scheduler: scheduler)
}
