import RxCore

/// A news feed: every `period` ticks ask `fetch` for the next item (0, 1, 2, …), `count` times
/// in all, then complete. A failed fetch is tried once more; if it fails again the feed shows
/// "off" for it and goes on polling. A viewer who comes late sees the latest item at once, and
/// nothing is fetched twice because of it.
/// 新闻推送：每 `period` 拍向 `fetch` 要下一条（0、1、2……），一共 `count` 次，然后完成。
/// 获取失败就再试一次；再失败，这一条显示 `"off"`，推送照常继续。晚来的观众一订阅就看到最近的一条，
/// 而且不会因为它多获取一次。
func pollFeed(every period: Int, times count: Int, fetch: @escaping (Int) -> Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    // TODO: poll on the scheduler you are given; a period of 4 ticks is .milliseconds(400).
    // TODO（中文）：在传入的调度器上定时获取；4 拍的周期写作 .milliseconds(400)。
    Observable.empty()
}
