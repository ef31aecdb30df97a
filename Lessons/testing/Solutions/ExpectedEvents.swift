import RxCore
import RxTestCore

/// A hot script plays at absolute ticks whoever listens. The subscription comes at 200, after
/// the events of tick 200 (they were scheduled first), and goes at 1000, after those of tick
/// 1000: the observer records the events in (200, 1000], at their own ticks, values doubled.
/// 热脚本在绝对的拍上播放，谁在听就给谁。订阅发生在第 200 拍，排在第 200 拍的事件之后（它们先被排进队列）；
/// 释放发生在第 1000 拍，排在第 1000 拍的事件之后：观察者记下的是 `(200, 1000]` 之间的事件，拍数不变，值翻倍。
func expectedEvents(_ hot: [Recorded<Event<Int>>]) -> [Recorded<Event<Int>>] {
    hot
        .filter { $0.time > 200 && $0.time <= 1000 }
        .map { Recorded(time: $0.time, value: $0.value.map { $0 * 2 }) }
}
