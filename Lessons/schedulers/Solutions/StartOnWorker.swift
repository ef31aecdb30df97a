import RxCore

/// subscribe(on:) makes the subscription to `job` (and later its disposal) happen on
/// `worker`, one tick later on the virtual clock. observe(on:) would not help: it moves the
/// events, and the job would still be subscribed on the main thread.
/// subscribe(on:) 让对 `job` 的订阅（以及之后的释放）在 `worker` 上进行，在虚拟时钟上晚一拍。
/// observe(on:) 帮不上忙：它移动的是事件，job 仍然会在主线程上被订阅。
func startOnWorker(_ job: Observable<String>, worker: ImmediateSchedulerType) -> Observable<String> {
    job.subscribe(on: worker)
}
