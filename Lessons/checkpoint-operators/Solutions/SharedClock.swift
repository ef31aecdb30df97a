import RxCore

/// create runs once per subscription: it logs, starts a periodic timer, and returns a
/// disposable that logs and stops the timer. share() makes every viewer at the same time one
/// subscription: the first starts the clock, the last to leave disposes it, and the next
/// viewer subscribes afresh, from 0.
/// create 每次订阅运行一次：记日志，启动周期定时器，返回一个记日志并停掉定时器的 disposable。
/// share() 让同时在看的人共用一次订阅：第一个人启动时钟，最后一个离开的人释放它，
/// 下一个人重新订阅，从 0 开始。
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
    .share()
}
