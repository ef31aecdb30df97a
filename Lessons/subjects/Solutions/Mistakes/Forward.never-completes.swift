// Mistake: every press forwarded, but `onCompleted` never called at `end`, so the subject never completes.
// 错误：每次按下都转发了，却没有在 `end` 调用 `onCompleted`，subject 一直不完成。
import LessonKit
import RxCore

func forward(_ presses: [(tick: Int, value: String)], endingAt end: Int, into subject: PublishSubject<String>, play: Playground) {
    for press in presses {
        play.at(press.tick) { subject.onNext(press.value) }
    }
}
