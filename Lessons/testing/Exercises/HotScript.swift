import RxCore
import RxTestCore

/// The other way round: a test will run
/// `scheduler.start { searchQueries(xs.asObservable(), scheduler: scheduler) }` on
/// `TestScheduler(initialClock: 0)`, with `xs = scheduler.createHotObservable(script)`. Return a
/// `script` that makes it record exactly `wanted`.
/// 反过来：测试会在 `TestScheduler(initialClock: 0)` 上运行
/// `scheduler.start { searchQueries(xs.asObservable(), scheduler: scheduler) }`，其中
/// `xs = scheduler.createHotObservable(script)`。返回一个 `script`，让测试记录下的恰好是 `wanted`。
func hotScript(producing wanted: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    // TODO: when must each query be typed for searchQueries to send it at the wanted tick?
    // TODO（中文）：每个查询要在哪一拍打出来，searchQueries 才会在想要的那一拍把它发出去？
    return []
}
