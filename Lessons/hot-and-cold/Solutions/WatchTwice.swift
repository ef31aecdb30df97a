import LessonKit
import RxCore

/// The same code for a cold and a hot source; what the second subscriber sees is the
/// difference: a cold source plays everything again for it, a hot one only what comes later.
/// 冷的和热的序列用的是同一段代码；区别在第二个订阅者看到的东西：冷序列为它从头再来一遍，
/// 热序列只给它之后的事件。
func watchTwice(_ source: Observable<String>, secondAt tick: Int, play: Playground) {
    _ = source.subscribe { event in
        play.print("first: t=\(play.now) \(event)")
    }
    play.at(tick) {
        _ = source.subscribe { event in
            play.print("second: t=\(play.now) \(event)")
        }
    }
}
