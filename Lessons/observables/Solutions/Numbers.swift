import RxCore
import RxTestCore

/// `--1--2--3--4--5--6--|`. The fix: instead of sending everything during subscribe,
/// book a periodic job (first run after 2 ticks, then every 3) whose state is the next
/// number; the seventh run (tick 20) completes. Returning the job's disposable lets the
/// completion (or an early dispose) stop it.
/// `--1--2--3--4--5--6--|`。改法：不要在订阅时一口气发完，而是安排一个周期任务
/// （2 拍后第一次运行，之后每 3 拍一次），它的状态就是下一个要发的数；第七次运行（第 20 拍）
/// 时 completed。把这个任务的 disposable 交回去，completed（或提前 dispose）就能让它停下。
func numbers(on scheduler: TestScheduler) -> Observable<Int> {
    Observable.create { observer in
        scheduler.schedulePeriodic(1, startAfter: .seconds(2), period: .seconds(3)) { next in
            if next <= 6 {
                observer.onNext(next)
            } else {
                observer.onCompleted()
            }
            return next + 1
        }
    }
}
