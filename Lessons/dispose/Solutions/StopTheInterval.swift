import LessonKit
import RxCore

/// The interval only stops when its subscription is disposed. Disposing it at tick 10
/// (after next(2) at tick 9, before next(3) at tick 12) is the document's
/// "sleep, then dispose()" on the virtual clock.
/// interval 只有在订阅被 dispose 时才会停。在第 10 拍 dispose（第 9 拍的 next(2) 之后、
/// 第 12 拍的 next(3) 之前），就是文档里“先 sleep 再 dispose()”在虚拟时钟上的样子。
func stopTheInterval(_ subscription: Disposable, play: Playground) {
    play.at(10) { subscription.dispose() }
}
