// Mistake: the periodic job's disposable is dropped and an empty one handed back, so disposing the subscription never stops the timer.
// 错误：丢掉了周期任务的 disposable，交回的是一个空的，dispose 订阅时计时器并没有停。
import RxCore

func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        _ = scheduler.schedulePeriodic(0, startAfter: period, period: period) { n in
            observer.onNext(n)
            return n + 1
        }
        return Disposables.create()
    }
}
