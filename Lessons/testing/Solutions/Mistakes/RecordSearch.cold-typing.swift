// Mistake: the typing made cold: its ticks become offsets from the subscription at 200, so
// every query arrives 200 ticks late (and the one before 200 is not lost).
// 错误：把打字做成了冷的：脚本里的拍变成了从第 200 拍订阅起算的偏移，每个查询都晚到 200 拍（第 200 拍之前的那个也没丢）。
import Lesson_testing
import RxCore
import RxTestCore

func recordSearch(_ typed: [Recorded<Event<String>>]) -> [Recorded<Event<String>>] {
    let scheduler = TestScheduler(initialClock: 0)
    let typing = scheduler.createColdObservable(typed)
    let res = scheduler.start { searchQueries(typing.asObservable(), scheduler: scheduler) }
    return res.events
}
