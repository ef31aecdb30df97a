import RxBlocking
import RxCore

/// Wait on this thread for `work` to end and return every result it sent, in order; when the
/// work fails, throw its error so the caller can report it.
/// 在当前线程上等 `work` 结束，按顺序返回它发出的全部结果；`work` 失败时把它的错误抛出去，好让调用方报告。
func waitForResults(_ work: Observable<Int>) throws -> [Int] {
    // TODO: block until `work` ends and hand back what it sent. RxBlocking does the waiting.
    // TODO（中文）：阻塞到 `work` 结束，把它发出的东西交回去。等待的事交给 RxBlocking。
    return []
}
