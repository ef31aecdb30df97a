// Mistake: `Observable.from(values)` without the scheduler sends everything at once, on the subscription's tick.
// 错误：`Observable.from(values)` 没有传调度器，所有元素在订阅的那一拍一下子全发了出来。
import RxCore

func onePerTick(_ values: [Int], scheduler: ImmediateSchedulerType) -> Observable<Int> {
    Observable.from(values)
}
