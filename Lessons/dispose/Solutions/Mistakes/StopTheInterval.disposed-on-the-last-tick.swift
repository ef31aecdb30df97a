// Mistake: disposed on the last number's tick (period × count) instead of one tick after it.
// 错误：在最后一个数的那一拍（period × count）就 dispose 了，而不是在它之后一拍。
import LessonKit
import RxCore

func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    play.at(period * count) { subscription.dispose() }
}
