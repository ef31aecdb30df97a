import RxCore
import RxTestCore

/// `xs = scheduler.createHotObservable(hot)`, and a test runs `scheduler.start { xs.map { $0 * 2 } }`
/// (created 100, subscribed 200, disposed 1000). Return the events its observer records, as you
/// would write them in `XCTAssertEqual(res.events, …)`.
/// `xs = scheduler.createHotObservable(hot)`，测试运行 `scheduler.start { xs.map { $0 * 2 } }`
/// （第 100 拍创建、第 200 拍订阅、第 1000 拍释放）。返回观察者记录下的事件，就是你会写进
/// `XCTAssertEqual(res.events, …)` 的那个数组。
func expectedEvents(_ hot: [Recorded<Event<Int>>]) -> [Recorded<Event<Int>>] {
    // TODO: which of the script's events does the subscriber see, and what does map make of them?
    // TODO（中文）：脚本里哪些事件订阅者看得到？map 又把它们变成什么？
    return hot
}
