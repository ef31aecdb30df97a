// Mistake: disposed one tick after period × (count + 1), the next number's tick, so one number too many gets through.
// 错误：在 `period × (count + 1)`，也就是下一个数的那一拍之后才 dispose，多放过了一个数。
import LessonKit
import RxCore

func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    play.at(period * (count + 1) + 1) { subscription.dispose() }
}
