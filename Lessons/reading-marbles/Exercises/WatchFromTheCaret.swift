import LessonKit
import RxCore

/// `source` is hot: it plays its diagram from tick 0 whether or not anyone listens.
/// Subscribe to it at tick `tick` (its row would be drawn with ^ there) and print each event
/// that arrives as `t=8 next(c)`.
/// `source` 是热的：不管有没有人订阅，它都从第 0 拍开始按图发出。
/// 在第 `tick` 拍订阅它（它那一行会在那里画上 ^），把到达的每个事件打印成 `t=8 next(c)`。
func watchFromTheCaret(_ source: Observable<String>, at tick: Int, play: Playground) {
    // TODO: subscribe at tick `tick`, not now.
    // TODO（中文）：在第 `tick` 拍订阅，而不是现在。
    _ = source.subscribe { event in
        play.print("t=\(play.now) \(event)")
    }
}
