import RxBlocking
import RxCore

/// toBlocking() waits on the calling thread; toArray() returns every element once the work
/// completes, and throws the work's error when it fails, which `throws` passes on.
/// toBlocking() 在调用它的线程上等待；toArray() 在 work 完成时返回全部元素，失败时抛出 work 的错误，
/// 函数的 `throws` 把它原样传给调用方。
func waitForResults(_ work: Observable<Int>) throws -> [Int] {
    try work.toBlocking().toArray()
}
