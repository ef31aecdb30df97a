// Mistake: the tick is worked out with the shown scenario's count, 3, and `count` is never read.
// 错误：那一拍按示例里的 3 个数来算，根本没有用到 `count`。
import LessonKit
import RxCore

func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    play.at(period * 3 + 1) { subscription.dispose() }
}
