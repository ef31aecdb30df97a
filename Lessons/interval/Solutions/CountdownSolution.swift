import RxCore

extension Solution {
    /// `--3-2-1-|`. The fix: at 0 the sequence completes; create then disposes the
    /// periodic job it returned, so the clock has nothing left to run.
    static func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
        Observable.create { observer in
            scheduler.schedulePeriodic(start, startAfter: .seconds(2), period: .seconds(2)) { n in
                if n > 0 {
                    observer.onNext(n)
                } else {
                    observer.onCompleted()
                }
                return n - 1
            }
        }
    }
}
