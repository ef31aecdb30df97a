// Mistake: the second subscription booked at tick 5, the shown run's, instead of at `tick`.
// 错误：第二次订阅安排在了题目给的场景里的第 5 拍，而不是 `tick` 那一拍。
import LessonKit
import RxCore

func watchTwice(_ source: Observable<String>, secondAt tick: Int, play: Playground) {
    _ = source.subscribe { event in
        play.print("first: t=\(play.now) \(event)")
    }
    play.at(5) {
        _ = source.subscribe { event in
            play.print("second: t=\(play.now) \(event)")
        }
    }
}
