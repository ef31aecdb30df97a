import RxCore
import RxTest

extension Solution {
    /// The fix: the send is queued on the scheduler, so it runs after the observer's
    /// current on(...) has returned; the next handling starts only after "ended".
    static func requestNextTap(_ next: Int, on taps: PublishSubject<Int>, scheduler: TestScheduler) {
        _ = scheduler.schedule(next) { value in
            taps.onNext(value)
            return Disposables.create()
        }
    }
}
