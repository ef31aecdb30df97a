import RxCore

/// Apply `heavy` to every input on `worker` (it freezes the screen on the main thread), and
/// deliver the results on `main`.
/// 在 `worker` 上对每个输入执行 `heavy`（在主线程上执行会卡住界面），再把结果放到 `main` 上送达。
func heavyOnWorker(_ inputs: Observable<Int>, heavy: @escaping (Int) -> Int,
                   worker: ImmediateSchedulerType, main: ImmediateSchedulerType) -> Observable<Int> {
    // TODO: here `heavy` runs on the main thread. Move it to `worker`, then come back.
    // TODO（中文）：这里 `heavy` 在主线程上运行。把它挪到 `worker`，再回到主线程。
    inputs.map(heavy)
}
