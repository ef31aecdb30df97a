// Mistake: the course's clock copied into the test, resolution 0.1: searchQueries' 3 s become
// 30 ticks, so the queries are recorded 27 ticks late, and some never.
// 错误：把课程时钟的精度 0.1 抄进了测试：searchQueries 的 3 秒变成了 30 拍，查询晚 27 拍才被记下，有的根本没有。
import Lesson_testing
import RxCore
import RxTestCore

func recordSearch(_ typed: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    let scheduler = TestScheduler(initialClock: 0, resolution: 0.1)
    let typing = scheduler.createHotObservable(typed)
    let res = scheduler.start { searchQueries(typing.asObservable(), scheduler: scheduler) }
    return res.events
}
