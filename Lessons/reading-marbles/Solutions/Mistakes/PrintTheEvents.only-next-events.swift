// Mistake: `subscribe(onNext:)` prints the elements only, so the completion or the error never shows.
// 错误：用 `subscribe(onNext:)` 只打印了元素，completed 或 error 事件没有打印出来。
import LessonKit
import RxCore

func printTheEvents(of sequence: Observable<String>, play: Playground) {
    _ = sequence.subscribe(onNext: { value in
        play.print("t=\(play.now) next(\(value))")
    })
}
