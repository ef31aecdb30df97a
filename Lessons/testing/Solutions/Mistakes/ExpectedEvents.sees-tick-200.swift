// Mistake: the event at tick 200 counted as seen, because the subscription is "at 200" too:
// the hot script's events of that tick were scheduled first and have gone by then.
// 错误：因为订阅也“在第 200 拍”，就以为第 200 拍的事件能收到；其实热脚本在那一拍的事件先排进队列，订阅时已经过去了。
import RxCore
import RxTestCore

func expectedEvents(_ hot: [Recorded<Event<Int>>]) -> [Recorded<Event<Int>>] {
    hot
        .filter { $0.time >= 200 && $0.time <= 1000 }
        .map { Recorded(time: $0.time, value: $0.value.map { $0 * 2 }) }
}
