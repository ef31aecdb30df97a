// Mistake: no share: the late viewer starts an interval of its own, so every item is fetched a second time and the viewer waits a whole period for its first one.
// 错误：没有用 share，晚来的观众自己开了一个 interval，每一条都被再获取一次，观众还要等一整个周期才看到第一条。
import RxCore

func pollFeed(every period: Int, times count: Int, fetch: @escaping (Int) -> Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.interval(.milliseconds(100 * period), scheduler: scheduler)
        .take(count)
        .flatMap { number in
            fetch(number)
                .retry(2)
                .catchAndReturn("off")
        }
}
