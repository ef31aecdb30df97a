import LessonKit
import RxCore

/// A subject is an observer you call yourself: onNext at each press's tick (play.at books
/// it on the virtual clock), onCompleted at `end`. Everyone subscribed gets the same events.
/// subject 是一个由你自己调用的观察者：在每次按下的那一拍 onNext（play.at 把它安排在
/// 虚拟时钟上），在第 `end` 拍 onCompleted。所有订阅者收到同样的事件。
func forward(_ presses: [(tick: Int, value: String)], endingAt end: Int, into subject: PublishSubject<String>, play: Playground) {
    for press in presses {
        play.at(press.tick) { subject.onNext(press.value) }
    }
    play.at(end) { subject.onCompleted() }
}
