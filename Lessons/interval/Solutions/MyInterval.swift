import RxCore

/// `--0-1-2-3!` for a period of 2 ticks disposed at tick 9. The fix: a periodic job
/// whose state is the next number, and its disposable handed back from create, so the
/// subscription's dispose cancels the timer.
/// 周期为 2 拍、在第 9 拍 dispose 时是 `--0-1-2-3!`。改法：一个周期任务，它的状态就是
/// 下一个数；再把它的 disposable 作为 create 的返回值交回去，这样 dispose 订阅就会取消计时器。
func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(0, startAfter: period, period: period) { n in
            observer.onNext(n)
            return n + 1
        }
    }
}
