// Mistake: `.seconds(3)` where the limit is 3 ticks (0.3 s): it waits ten times too long and never gives up on a slow page.
// 错误：写成了 `.seconds(3)`，可限时是 3 拍（0.3 秒）：等了十倍长，慢的页面也不会放弃。
import RxCore

func pageOrGiveUp(_ request: Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    request.timeout(.seconds(3), scheduler: scheduler)
}
