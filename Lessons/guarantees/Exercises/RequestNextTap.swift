import RxCore
import RxTestCore

/// Called by the observer of `taps` while it is still handling the current tap.
/// `taps` 的观察者还在处理当前这次点击时，就会调用这个函数。
func requestNextTap(_ next: Int, on taps: PublishSubject<Int>, scheduler: TestScheduler) {
    // TODO: this sends from inside the observer (re-entrancy); queue it on `scheduler`.
    // TODO（中文）：这是在观察者内部发事件（重入）；把它排到 `scheduler` 上去。
    taps.onNext(next)
}
