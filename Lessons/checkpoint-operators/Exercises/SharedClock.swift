import RxCore

/// A clock that sends 0, 1, 2, … every `period` ticks on `scheduler`. Log "clock started" when
/// it starts and "clock stopped" when it stops. Everyone watching at the same time shares one
/// clock; it stops when the last of them leaves, and starts again from 0 for the next one.
/// 一个时钟：在 `scheduler` 上每 `period` 拍发出 0、1、2……。启动时用 log 记下 `"clock started"`，
/// 停止时记下 `"clock stopped"`。同时在看的人共用一个时钟；最后一个人离开时它停下，
/// 下一个人来时再从 0 开始。
func sharedClock(every period: Int, scheduler: SchedulerType, log: @escaping (String) -> Void) -> Observable<Int> {
    // TODO: build the clock with Observable.create and a periodic timer of the scheduler (the
    // interval lesson's way), say when it starts and stops, and share it.
    // TODO（中文）：用 Observable.create 和调度器的周期定时器搭出这个时钟（interval 那一课的做法），
    // 在启动和停止时说一声，再把它共享出去。
    Observable.never()
}
