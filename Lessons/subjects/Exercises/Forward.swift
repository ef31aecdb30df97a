import LessonKit
import RxCore

/// A button is pressed at the ticks of `presses`, each press carrying its value, and the
/// screen closes at tick `end`. Make `subject` send each value at its tick, then complete
/// at `end`. (Its subscribers are already listening.)
/// 按钮在 `presses` 的各拍被按下，每次带着它的值；界面在第 `end` 拍关闭。
/// 让 `subject` 在各自那一拍发出每个值，然后在第 `end` 拍发出 completed。（订阅者已经在听了。）
func forward(_ presses: [(tick: Int, value: String)], endingAt end: Int, into subject: PublishSubject<String>, play: Playground) {
    // TODO: send each value at its tick, and complete at `end`.
    // TODO（中文）：每个值在它那一拍发出，第 `end` 拍发出 completed。
    // Right now everything is sent at once, at tick 0, and the subject never completes.
    // 现在所有的值都在第 0 拍一起发出，subject 也从不 completed。
    for press in presses {
        subject.onNext(press.value)
    }
}
