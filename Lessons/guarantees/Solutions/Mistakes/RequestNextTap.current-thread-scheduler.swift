// Mistake: scheduled on CurrentThreadScheduler.instance: no trampoline is running here, so it sends at once, from inside the observer.
// 错误：排到了 CurrentThreadScheduler.instance 上：这里没有正在运行的蹦床，它会立刻在观察者内部发送。
import RxCore
import RxTestCore

func requestNextTap(_ next: Int, on taps: PublishSubject<Int>, scheduler: TestScheduler) {
    _ = CurrentThreadScheduler.instance.schedule(next) { value in
        taps.onNext(value)
        return Disposables.create()
    }
}
