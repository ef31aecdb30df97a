import RxCore

/// start, start-1, …, 1 every 2 ticks, then completed.
/// 每 2 拍发出 start、start-1……1，然后发出 completed。
func countdown(from start: Int, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(start, startAfter: .milliseconds(200), period: .milliseconds(200)) { n in
            // TODO: at 0, complete instead of counting on.
            // TODO（中文）：数到 0 时发出 completed，不要再往下数。
            observer.onNext(n)
            return n - 1
        }
    }
}
