// Mistake: the subscription is never disposed, so the interval goes on for ever.
// 错误：从来没有 dispose 这次订阅，interval 就一直继续下去。
import LessonKit
import RxCore

func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
}
