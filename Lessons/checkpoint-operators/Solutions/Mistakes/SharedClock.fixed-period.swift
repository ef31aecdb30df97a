// Mistake: the clock ticks every 3 ticks, the shown scenario's period, and `period` is never read.
// 错误：时钟写死成示例里的每 3 拍走一次，根本没有用到 `period`。
import RxCore

func sharedClock(every period: Int, scheduler: SchedulerType, log: @escaping (String) -> Void) -> Observable<Int> {
    Observable<Int>.create { observer in
        log("clock started")
        let timer = scheduler.schedulePeriodic(0, startAfter: .milliseconds(300), period: .milliseconds(300)) { n in
            observer.onNext(n)
            return n + 1
        }
        return Disposables.create {
            log("clock stopped")
            timer.dispose()
        }
    }
    .share()
}
