import RxCore

/// from(_:scheduler:) schedules each element as one step on the scheduler, and the completion
/// as one more. On a TestScheduler a step scheduled for now runs a tick later: ticks 1, 2, …
/// from(_:scheduler:) 把每个元素作为调度器上的一步来安排，completed 再占一步。
/// 在 TestScheduler 上，安排在“现在”的一步会晚一拍运行：第 1、2……拍。
func onePerTick(_ values: [Int], scheduler: ImmediateSchedulerType) -> Observable<Int> {
    Observable.from(values, scheduler: scheduler)
}
