import LessonKit
import RxCore

/// The interval only stops when its subscription is disposed. The `count`-th number arrives at
/// tick `period * count` and the next one at `period * (count + 1)`: disposing one tick after
/// the last is the document's "sleep, then dispose()" on the virtual clock.
/// interval 只有在订阅被 dispose 时才会停。第 `count` 个数在第 `period * count` 拍到达，
/// 下一个在第 `period * (count + 1)` 拍：在最后一个数之后一拍 dispose，
/// 就是文档里“先 sleep 再 dispose()”在虚拟时钟上的样子。
func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    play.at(period * count + 1) { subscription.dispose() }
}
