import RxCore

/// subscribe(on:) subscribes to `read` from `background`: the body of its create runs on that
/// queue, and the caller's subscribe() only queues that work and returns. observe(on:) would
/// move the lines after they are read, not the read itself.
/// subscribe(on:) 在 `background` 上订阅 `read`：create 的闭包在那个队列上执行，调用方的 subscribe()
/// 只是把这件事排进队列就返回了。observe(on:) 移动的是读出来之后的行，不是读取本身。
func readInBackground(_ read: Observable<String>, background: ImmediateSchedulerType) -> Observable<String> {
    read.subscribe(on: background)
}
