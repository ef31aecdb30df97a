// Mistake: map(heavy) written before observe(on: worker), so the heavy step still runs on the main thread.
// 错误：把 map(heavy) 写在了 observe(on: worker) 前面，繁重的步骤仍然在主线程上运行。
import RxCore

func heavyOnWorker(_ inputs: Observable<Int>, heavy: @escaping (Int) -> Int,
                   worker: ImmediateSchedulerType, main: ImmediateSchedulerType) -> Observable<Int> {
    inputs
        .map(heavy)
        .observe(on: worker)
        .observe(on: main)
}
