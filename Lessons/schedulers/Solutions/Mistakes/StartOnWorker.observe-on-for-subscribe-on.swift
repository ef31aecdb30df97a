// Mistake: observe(on:) where the task asks for subscribe(on:): the events move to the worker, but the job is still subscribed on the main thread.
// 错误：该用 subscribe(on:) 的地方用了 observe(on:)，事件移到了 worker 上，job 却仍然在主线程上被订阅。
import RxCore

func startOnWorker(_ job: Observable<String>, worker: ImmediateSchedulerType) -> Observable<String> {
    job.observe(on: worker)
}
