// Mistake: the completion put on the last value's tick instead of a period after it.
// 错误：在最后一个值的那一拍就完成了，而不是再过 period 拍。
import RxCore
import RxTestCore

func numbers(_ values: [Int], start: Int, period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    var events = values.enumerated().map { index, value in
        Recorded.next(start + period * index, value)
    }
    events.append(.completed(start + period * (values.count - 1)))
    return scheduler.createColdObservable(events).asObservable()
}
