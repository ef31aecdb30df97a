import RxCore

/// The page, or a timeout error when nothing arrives within 3 ticks (0.3 s) of subscribing.
/// 返回页面；如果订阅后 3 拍（0.3 秒）内什么也没到，就以超时错误失败。
func pageOrGiveUp(_ request: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    // TODO: this waits for as long as the server takes; fail after 3 ticks (0.3 s) instead.
    // TODO（中文）：现在服务器要多久它就等多久；改成 3 拍（0.3 秒）后失败。
    request
}
