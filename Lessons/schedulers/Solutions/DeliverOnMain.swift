import RxCore

/// observe(on:) re-sends every event from `main`. Coming from the background, each waits for
/// its turn on the main queue: one tick on the virtual clock.
/// observe(on:) 把每个事件改在 `main` 上重新发出。从后台来的事件要在主队列上排队：
/// 在虚拟时钟上就是晚一拍。
func deliverOnMain(_ replies: Observable<String>, main: ImmediateSchedulerType) -> Observable<String> {
    replies.observe(on: main)
}
