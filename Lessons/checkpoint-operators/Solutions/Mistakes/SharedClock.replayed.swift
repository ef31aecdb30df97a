// Mistake: share(replay: 1): a viewer who joins gets the number the others saw last, at once, which a clock never sent at that tick.
// 错误：用了 share(replay: 1)，后加入的观众会立刻收到别人最后看到的那个数，而时钟在那一拍并没有发出它。
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
    .share(replay: 1)
}
