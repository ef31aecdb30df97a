// Mistake: values counted from 1 (start + period × (i + 1)), so every value comes a period late.
// 错误：从 1 开始数（`start + period × (i + 1)`），每个值都晚了一个周期。
import RxCore
import RxTestCore

func numbers(_ values: [Int], start: Int, period: Int, on scheduler: TestScheduler) -> Observable<Int> {
    var events = values.enumerated().map { index, value in
        Recorded.next(start + period * (index + 1), value)
    }
    events.append(.completed(start + period * (values.count + 1)))
    return scheduler.createColdObservable(events).asObservable()
}
