import Lesson_connectable
import RxCore

/// A live broadcast of `source`, with a start and a stop button. Watchers subscribe to
/// `output` during a session and leave at its stop. The source must run only from a start to
/// the next stop; a watcher who joins a session late first gets the latest value of that
/// session, and nothing from an earlier session ever reaches a watcher.
/// 对 `source` 的一场直播，有开始和停止两个按钮。观看者在一场直播期间订阅 `output`，
/// 停止时离开。源序列只能从开始运行到下一次停止；中途加入的观看者先拿到这一场最近的一个值，
/// 而上一场的值绝不能送到任何观看者手里。
func broadcast(_ source: Observable<Int>) -> Broadcast {
    // TODO: build the output and make start and stop control one subscription to `source`.
    // TODO（中文）：搭好 output，并让 start 和 stop 控制对 `source` 的一个订阅。
    Broadcast(output: source, start: {}, stop: {})
}
