import RxCore
import RxTest

extension Attempt {
    /// Called by the observer of `taps` while it is still handling the current tap.
    static func requestNextTap(_ next: Int, on taps: PublishSubject<Int>, scheduler: TestScheduler) {
        // TODO: this sends from inside the observer (re-entrancy); queue it on `scheduler`.
        taps.onNext(next)
    }
}
