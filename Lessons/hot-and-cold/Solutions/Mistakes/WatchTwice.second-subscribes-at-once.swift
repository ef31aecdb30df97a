// Mistake: the second subscription made straight away instead of at `tick` with play.at.
// 错误：第二次订阅直接做了，而不是用 play.at 安排在 `tick` 那一拍。
import LessonKit
import RxCore

func watchTwice(_ source: Observable<String>, secondAt tick: Int, play: Playground) {
    _ = source.subscribe { event in
        play.print("first: t=\(play.now) \(event)")
    }
    _ = source.subscribe { event in
        play.print("second: t=\(play.now) \(event)")
    }
}
