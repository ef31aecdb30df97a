import LessonKit
import RxCore

/// A screen watches two timers, `a` and `b`, and shows what they send with `show("A", n)` and
/// `show("B", n)`. Timer A is no longer needed at tick `removeAAt`: stop it alone. The screen
/// closes at tick `closeAt`: stop everything still running.
/// 一个界面观察两个计时器 `a` 和 `b`，用 `show("A", n)` 和 `show("B", n)` 显示它们发出的数。
/// 到第 `removeAAt` 拍不再需要计时器 A：只停掉它。界面在第 `closeAt` 拍关闭：停掉所有还在运行的。
func groupOfTimers(_ a: Observable<Int>, _ b: Observable<Int>, show: @escaping (String, Int) -> Void,
                   removeAAt: Int, closeAt: Int, play: Playground) {
    // TODO: keep both subscriptions in one group, take A out of it at `removeAAt`, and end the
    // group at `closeAt`. Right now nothing is subscribed.
    // TODO（中文）：把两个订阅放进同一个组，在 `removeAAt` 把 A 取出来，在 `closeAt` 结束整个组。
    // 现在什么都没有订阅。
}
