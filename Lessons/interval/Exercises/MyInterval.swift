import RxCore

extension Attempt {
    /// 0, 1, 2, … every `period`, until disposed.
    static func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
        Observable.create { observer in
            // TODO: this fires once; make it fire every `period`, counting up, until disposed.
            scheduler.scheduleRelative(0, dueTime: period) { n in
                observer.onNext(n)
                return Disposables.create()
            }
        }
    }
}
