import RxCore
import RxTest

extension Solution {
    /// `--1--2--3--4--5--6--|`. The fix: instead of sending everything during subscribe,
    /// book a periodic job (first run after 2 ticks, then every 3) whose state is the next
    /// number; the seventh run (tick 20) completes. Returning the job's disposable lets the
    /// completion (or an early dispose) stop it.
    static func numbers(on scheduler: TestScheduler) -> Observable<Int> {
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
}
