import RxCore

/// interval + take(count) polls `count` times; each fetch is retried once and, if it still
/// fails, becomes "off" inside flatMap, so only that inner sequence ends and the polling goes
/// on; share(replay: 1) gives the late viewer the latest item without a second interval.
/// interval 加 take(count) 定时获取 `count` 次；每次获取先重试一次，仍然失败就在 flatMap
/// 里面变成 `"off"`，这样结束的只是那个内部序列，定时获取照常继续；share(replay: 1)
/// 把最近的一条重放给晚来的观众，不会再开一个 interval。
func pollFeed(every period: Int, times count: Int, fetch: @escaping (Int) -> Observable<String>, scheduler: SchedulerType) -> Observable<String> {
    Observable<Int>.interval(.milliseconds(100 * period), scheduler: scheduler)
        .take(count)
        .flatMap { number in
            fetch(number)
                .retry(2)
                .catchAndReturn("off")
        }
        .share(replay: 1)
}
