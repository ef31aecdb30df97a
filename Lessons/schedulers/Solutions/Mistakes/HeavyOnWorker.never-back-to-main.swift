// Mistake: the heavy step moved to the worker, but the results never brought back to the main thread.
// 错误：把繁重的步骤移到了 worker 上，却没有把结果带回主线程。
import RxCore

func heavyOnWorker(_ inputs: Observable<Int>, heavy: @escaping (Int) -> Int,
                   worker: ImmediateSchedulerType, main: ImmediateSchedulerType) -> Observable<Int> {
    inputs
        .observe(on: worker)
        .map(heavy)
}
