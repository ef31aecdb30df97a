import LessonKit
import RxCore

/// Subscribe to `source` twice: now, printing `first: t=1 next(a)`, and at tick `tick`,
/// printing `second: t=... ...`. Print every event, completed too.
/// 订阅 `source` 两次：现在订阅一次，打印 `first: t=1 next(a)`；在第 `tick` 拍再订阅一次，
/// 打印 `second: t=... ...`。每个事件都打印，completed 也一样。
func watchTwice(_ source: Observable<String>, secondAt tick: Int, play: Playground) {
    _ = source.subscribe { event in
        play.print("first: t=\(play.now) \(event)")
    }
    // TODO: subscribe a second time at tick `tick`, printing "second: ...".
    // TODO（中文）：在第 `tick` 拍再订阅一次，打印 `"second: ..."`。
}
