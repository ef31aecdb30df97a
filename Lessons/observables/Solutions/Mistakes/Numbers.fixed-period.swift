// Mistake: the values come every 3 ticks, the shown scenario's period, and `period` is never read.
// 错误：间隔写死成示例里的 3 拍，根本没有用到 `period`。
import RxCore
import RxTestCore

func numbers(_ values: [Int], start: Int, period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    var events = values.enumerated().map { index, value in
        Recorded.next(start + 3 * index, value)
    }
    events.append(.completed(start + 3 * values.count))
    return scheduler.createColdObservable(events).asObservable()
}
