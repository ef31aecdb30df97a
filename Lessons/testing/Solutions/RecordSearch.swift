import Lesson_testing
import RxCore
import RxTestCore

/// The whole test in four lines. The typing is hot: it happens at its own ticks whether or not
/// the search box listens. RxTest's default resolution is 1.0, so the `.seconds(3)` inside
/// searchQueries waits 3 ticks of this scheduler.
/// 整个测试四行。打字是热的：不管搜索框听没听，都在自己的那一拍发生。RxTest 默认的精度是 1.0，
/// 所以 searchQueries 里的 `.seconds(3)` 在这个调度器上等 3 拍。
func recordSearch(_ typed: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let typing = scheduler.createHotObservable(typed)
    let res = scheduler.start { searchQueries(typing.asObservable(), scheduler: scheduler) }
    return res.events
}
