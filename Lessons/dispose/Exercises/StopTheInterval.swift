import LessonKit
import RxCore

/// `subscription` is an interval subscribed at tick 0 that emits 0, 1, 2, ... every `period`
/// ticks. Exactly `count` numbers may arrive: with period 3 and count 3, next(0), next(1) and
/// next(2) at ticks 3, 6 and 9.
/// `subscription` 是一个从第 0 拍开始订阅、每 `period` 拍发出 0、1、2……的 interval。
/// 只能让 `count` 个数到达：period 为 3、count 为 3 时，就是第 3、6、9 拍的 next(0)、next(1)、next(2)。
func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    // TODO: dispose `subscription` after the last number that may arrive and before the next one.
    // TODO（中文）：在最后一个允许到达的数之后、下一个数之前 dispose `subscription`。
    // Right now nobody disposes it, so the interval runs forever.
    // 现在没有人 dispose 它，所以 interval 会一直运行下去。
}
