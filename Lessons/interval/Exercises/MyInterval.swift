import RxCore

/// 0, 1, 2, … every `period`, until disposed.
/// 每隔 `period` 发出 0、1、2……，直到被 dispose。
func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        // TODO: this fires once; make it fire every `period`, counting up, until disposed.
        // TODO（中文）：现在它只触发一次；让它每隔 `period` 触发一次、逐个加一，直到被 dispose。
        scheduler.scheduleRelative(0, dueTime: period) { n in
            observer.onNext(n)
            return Disposables.create()
        }
    }
}
