import LessonKit
import RxCore

/// `subscription` is an interval that emits 0, 1, 2, ... every 3 ticks, subscribed at tick 0.
/// Only next(0), next(1) and next(2) (ticks 3, 6, 9) may arrive.
/// `subscription` 是一个从第 0 拍开始订阅、每 3 拍发出 0、1、2……的 interval。
/// 只能让 next(0)、next(1)、next(2)（第 3、6、9 拍）到达。
func stopTheInterval(_ subscription: Disposable, play: Playground) {
    // TODO: dispose `subscription` after the third value and before the fourth (tick 12).
    // TODO（中文）：在第三个值之后、第四个值（第 12 拍）之前 dispose `subscription`。
    // Right now nobody disposes it, so the interval runs forever.
    // 现在没有人 dispose 它，所以 interval 会一直运行下去。
}
