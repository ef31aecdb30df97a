// Mistake: subscribe(on: worker) for the first hop: it moves the subscription, but the inputs still arrive on the main thread and the heavy step runs there.
// 错误：第一跳用了 subscribe(on: worker)，它移动的是订阅，输入仍然在主线程上到达，繁重的步骤也在那里运行。
import RxCore

func heavyOnWorker(_ inputs: Observable<Int>, heavy: @escaping (Int) -> Int,
                   worker: ImmediateSchedulerType, main: ImmediateSchedulerType) -> Observable<Int> {
    inputs
        .subscribe(on: worker)
        .map(heavy)
        .observe(on: main)
}
