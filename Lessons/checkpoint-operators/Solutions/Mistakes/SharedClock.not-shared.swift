// Mistake: no share: every viewer starts a clock of its own, and B counts from 0 while A is at 1.
// 错误：没有用 share，每个观众都启动自己的时钟，A 数到 1 的时候 B 才从 0 开始数。
import RxCore

func sharedClock(every period: Int, scheduler: SchedulerType, log: @escaping (String) -> Void) -> Observable<Int> {
    Observable<Int>.create { observer in
        log("clock started")
        let timer = scheduler.schedulePeriodic(0, startAfter: .milliseconds(100 * period), period: .milliseconds(100 * period)) { n in
            observer.onNext(n)
            return n + 1
        }
        return Disposables.create {
            log("clock stopped")
            timer.dispose()
        }
    }
}
