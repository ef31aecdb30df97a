import RxCore

/// Pass the reply's parts on while each comes within `limit` ticks of the one before (the
/// first: of the subscription). At a longer wait, emit "t" and complete instead.
/// 回复的每一部分只要在上一部分（第一部分：订阅）之后 `limit` 拍之内到达，就传下去；
/// 等得更久时，改为发出 `"t"`，然后发出 completed。
func replyOrGiveUp(_ reply: Observable<String>, limit: Int, scheduler: SchedulerType) -> Observable<String> {
    // TODO: fail when the reply stalls for `limit` ticks (.milliseconds(100 * limit) on `scheduler`),
    // then turn that error into "t".
    // TODO（中文）：回复停顿 `limit` 拍（`scheduler` 上的 .milliseconds(100 * limit)）时让它出错，
    // 再把这个错误换成 `"t"`。
    reply
}
