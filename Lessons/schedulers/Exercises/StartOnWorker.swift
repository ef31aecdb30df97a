import RxCore

/// `job` does its slow work when it is subscribed to, and refuses to start on the main
/// thread. Make it start on `worker`.
/// `job` 在被订阅时做它的慢活，并且拒绝在主线程上开始。让它在 `worker` 上开始。
func startOnWorker(_ job: Observable<String>, worker: ImmediateSchedulerType) -> Observable<String> {
    // TODO: whoever subscribes to this subscribes to `job` on their own thread, the main one.
    // TODO（中文）：谁订阅这个序列，就会在自己的线程（主线程）上订阅 `job`。
    job
}
