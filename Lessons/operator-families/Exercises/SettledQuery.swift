import RxCore

/// Let a key through only once the typing has paused for `quiet` ticks after it.
/// 只有在某个键之后停顿了 `quiet` 拍，才把这个键放行。
func settledQuery(_ typed: Observable<String>, quiet: Int, scheduler: SchedulerType) -> Observable<String> {
    // TODO: wait for `quiet` ticks of silence (one tick = 0.1 s: .milliseconds(100 * quiet)) on `scheduler`.
    // TODO（中文）：在 `scheduler` 上等 `quiet` 拍的安静（一拍为 0.1 秒，写成 .milliseconds(100 * quiet)）。
    typed
}
