// Mistake: the tick worked out by hand for the shown run (3 × 3 + 1 = 10) instead of from `period` and `count`.
// 错误：照着题目给的场景手算出那一拍（3 × 3 + 1 = 10），而不是用 `period` 和 `count` 算。
import LessonKit
import RxCore

func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    play.at(10) { subscription.dispose() }
}
