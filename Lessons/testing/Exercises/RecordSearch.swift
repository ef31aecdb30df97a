import Lesson_testing
import RxCore
import RxTestCore

/// Write the test: on RxTest's usual `TestScheduler(initialClock: 0)`, play `typed` as a hot
/// observable into `searchQueries(_:scheduler:)`, run it with `start` (its defaults), and return
/// what the observer recorded.
/// 写出这个测试：在 RxTest 常用的 `TestScheduler(initialClock: 0)` 上，把 `typed` 做成热的 Observable
/// 交给 `searchQueries(_:scheduler:)`，用 `start`（默认时间）运行，返回观察者记录下的事件。
func recordSearch(_ typed: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    // TODO: a scheduler, a hot observable of `typed`, start { searchQueries(…) }, then its events.
    // TODO（中文）：一个调度器、一个由 `typed` 做成的热 Observable、start { searchQueries(…) }，再取出它的 events。
    return []
}
