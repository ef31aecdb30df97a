import LessonKit
import RxCore

/// play.at(tick) runs the subscription at that tick; a hot source does not start over for a
/// late subscriber, so the values before `tick` are gone and only the later ones print.
/// play.at(tick) 让订阅在那一拍发生；热的序列不会为晚来的订阅者从头再来，
/// 所以 `tick` 之前的值已经过去了，只打印之后的值。
func watchFromTheCaret(_ source: Observable<String>, at tick: Int, play: Playground) {
    play.at(tick) {
        _ = source.subscribe { event in
            play.print("t=\(play.now) \(event)")
        }
    }
}
