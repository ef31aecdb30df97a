import RxCore

extension Attempt {
    /// start, start-1, …, 1 every 2 ticks, then completed.
    static func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
        Observable.create { observer in
            scheduler.schedulePeriodic(start, startAfter: .seconds(2), period: .seconds(2)) { n in
                // TODO: at 0, complete instead of counting on.
                observer.onNext(n)
                return n - 1
            }
        }
    }
}
