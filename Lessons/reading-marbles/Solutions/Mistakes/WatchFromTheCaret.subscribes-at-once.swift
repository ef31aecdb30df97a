// Mistake: subscribes at tick 0 instead of at `tick`, so the values before the caret print too.
// 错误：在第 0 拍就订阅了，而不是在 `tick` 那一拍，所以 ^ 之前的值也打印了出来。
import LessonKit
import RxCore

func watchFromTheCaret(_ source: Observable<String>, at tick: Int, play: Playground) {
    _ = source.subscribe { event in
        play.print("t=\(play.now) \(event)")
    }
}
