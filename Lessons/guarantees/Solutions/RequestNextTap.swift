import RxCore
import RxTestCore

/// The fix: the send is queued on the scheduler, so it runs after the observer's
/// current on(...) has returned; the next handling starts only after "ended".
/// 改法：把发送排到调度器上，它就会在观察者当前的 on(...) 返回之后才运行；
/// 下一次处理要等 `"ended"` 打印之后才开始。
func requestNextTap(_ next: Int, on taps: PublishSubject<Int>, scheduler: TestScheduler) {
    _ = scheduler.schedule(next) { value in
        taps.onNext(value)
        return Disposables.create()
    }
}
