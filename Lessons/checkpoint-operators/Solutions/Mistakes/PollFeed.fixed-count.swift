// Mistake: the feed polls 5 times, the shown scenario's count, and `count` is never read.
// 错误：轮询次数写死成示例里的 5 次，根本没有用到 `count`。
import RxCore

func pollFeed(every period: Int, times count: Int, fetch: @escaping (Int) -> Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.interval(.milliseconds(100 * period), scheduler: scheduler)
        .take(5)
        .flatMap { number in
            fetch(number)
                .retry(2)
                .catchAndReturn("off")
        }
        .share(replay: 1)
}
