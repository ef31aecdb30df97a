import RxCore

/// timeout fails with RxError.timeout when nothing comes within 3 ticks (0.3 s), and disposing its
/// source on the way out cancels the request (the log says cancelled t=3).
/// 3 拍（0.3 秒）内什么也没来时，timeout 以 RxError.timeout 失败；它在退出时 dispose 上游，
/// 也就取消了请求（日志里是 cancelled t=3）。
func pageOrGiveUp(_ request: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    request.timeout(.milliseconds(300), scheduler: scheduler)
}
