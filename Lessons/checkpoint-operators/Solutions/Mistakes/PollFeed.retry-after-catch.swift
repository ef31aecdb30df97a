// Mistake: retry after catchAndReturn: the error is already caught, so there is nothing to retry and a fetch that fails once shows "off".
// 错误：retry 放在 catchAndReturn 之后：错误已经被捕获了，retry 没有可重试的，只失败一次的获取也显示 `"off"`。
import RxCore

func pollFeed(every period: Int, times count: Int, fetch: @escaping (Int) -> Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.interval(.milliseconds(100 * period), scheduler: scheduler)
        .take(count)
        .flatMap { number in
            fetch(number)
                .catchAndReturn("off")
                .retry(2)
        }
        .share(replay: 1)
}
