// Mistake: the hot script taken as what the subscriber sees, only doubled: the events before
// the subscription at 200 and after the dispose at 1000 are kept.
// 错误：把热脚本整个当成订阅者看到的，只是值翻了倍：第 200 拍订阅之前、第 1000 拍释放之后的事件都留着。
import RxCore
import RxTestCore

func expectedEvents(_ hot: [Recorded<Event<Int>>]) -> [Recorded<Event<Int>>] {
    hot.map { Recorded(time: $0.time, value: $0.value.map { $0 * 2 }) }
}
