import RxCore

/// Each observe(on:) moves everything below it: the first puts `heavy` on the worker, the
/// second brings the results back to the main thread. Each hop costs a tick here.
/// 每个 observe(on:) 都移动它下面的所有步骤：第一个把 `heavy` 放到 worker 上，
/// 第二个把结果带回主线程。这里每跳一次都要一拍。
func heavyOnWorker(_ inputs: Observable<Int>, heavy: @escaping (Int) -> Int,
                   worker: ImmediateSchedulerType, main: ImmediateSchedulerType) -> Observable<Int> {
    inputs
        .observe(on: worker)
        .map(heavy)
        .observe(on: main)
}
