// Mistake: startAfter 0, so the first number comes at the subscription instead of a period later.
// 错误：startAfter 写成了 0，第一个数在订阅那一拍就来了，而不是过一个周期之后。
import RxCore

func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(0, startAfter: .milliseconds(0), period: period) { n in
            observer.onNext(n)
            return n + 1
        }
    }
}
