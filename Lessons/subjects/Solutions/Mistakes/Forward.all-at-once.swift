// Mistake: `onNext` called straight away in the loop, not booked with play.at, so every press arrives at tick 0.
// 错误：在循环里直接调用了 `onNext`，没有用 play.at 安排到它的那一拍，所以每次按下都在第 0 拍到达。
import LessonKit
import RxCore

func forward(_ presses: [(tick: Int, value: String)], endingAt end: Int, into subject: PublishSubject<String>, play: Playground) {
    for press in presses {
        subject.onNext(press.value)
    }
    play.at(end) { subject.onCompleted() }
}
