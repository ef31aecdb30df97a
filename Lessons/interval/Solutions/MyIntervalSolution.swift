import RxCore

extension Solution {
    /// `--0-1-2-3!` for a period of 2 ticks disposed at tick 9. The fix: a periodic job
    /// whose state is the next number, and its disposable handed back from create, so the
    /// subscription's dispose cancels the timer.
    static func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
        Observable.create { observer in
            scheduler.schedulePeriodic(0, startAfter: period, period: period) { n in
                observer.onNext(n)
                return n + 1
            }
        }
    }
}
