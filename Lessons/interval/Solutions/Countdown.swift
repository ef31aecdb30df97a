import RxCore

/// `--3-2-1-|`. The fix: at 0 the sequence completes; create then disposes the
/// periodic job it returned, so the clock has nothing left to run.
/// `--3-2-1-|`。改法：数到 0 时序列 completed；create 随后会 dispose 它返回的周期任务，
/// 时钟上就没有什么要运行的了。
func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(start, startAfter: .milliseconds(200), period: .milliseconds(200)) { n in
            if n > 0 {
                observer.onNext(n)
            } else {
                observer.onCompleted()
            }
            return n - 1
        }
    }
}
