// Mistake: subscribe(on: scheduler) instead of from's scheduler: only the subscription becomes a step, and every element follows it at once, all on one tick.
// 错误：用了 subscribe(on: scheduler) 而不是 from 的调度器：只有订阅成了一步，所有元素紧跟着在同一拍一起发出。
import RxCore

func onePerTick(_ values: [Int], scheduler: ImmediateSchedulerType) -> Observable<Int> {
    Observable.from(values).subscribe(on: scheduler)
}
