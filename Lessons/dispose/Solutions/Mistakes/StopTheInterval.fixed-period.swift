// Mistake: the tick is worked out with the shown scenario's period, 3, and `period` is never read.
// 错误：那一拍按示例里的间隔 3 来算，根本没有用到 `period`。
import LessonKit
import RxCore

func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    play.at(3 * count + 1) { subscription.dispose() }
}
