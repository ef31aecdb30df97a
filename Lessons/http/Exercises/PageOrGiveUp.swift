import RxCore

/// The page, or a timeout error when nothing arrives within 3 seconds of subscribing.
/// 返回页面；如果订阅后 3 秒内什么也没到，就以超时错误失败。
func pageOrGiveUp(_ request: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    // TODO: this waits for as long as the server takes; fail after 3 seconds instead.
    // TODO（中文）：现在服务器要多久它就等多久；改成 3 秒后失败。
    request
}
