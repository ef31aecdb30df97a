import LessonKit
import RxCore

/// Print every event of `sequence` on its own line, with the tick it arrives at:
/// `t=1 next(a)`, ..., `t=13 error(diagram error)`.
/// 把 `sequence` 的每个事件打印成一行，带上它到达的那一拍：
/// `t=1 next(a)`，……，`t=13 error(diagram error)`。
func printTheEvents(of sequence: Observable<String>, play: Playground) {
    // TODO: subscribe to `sequence` and print each event with play.now, as the demos do.
    // TODO（中文）：订阅 `sequence`，像示例那样用 play.now 打印每个事件。
    // Right now nothing subscribes, so nothing happens at all.
    // 现在没有人订阅，所以什么都不会发生。
}
