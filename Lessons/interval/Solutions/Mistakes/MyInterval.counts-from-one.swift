// Mistake: the periodic job starts from 1, but an interval's first number is 0.
// 错误：周期任务从 1 开始数，可 interval 的第一个数是 0。
import RxCore

func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(1, startAfter: period, period: period) { n in
            observer.onNext(n)
            return n + 1
        }
    }
}
