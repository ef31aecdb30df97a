// Mistake: play.at(6), the caret of the shown diagram, instead of the `tick` passed in.
// 错误：写成了 play.at(6)，也就是题目给的弹珠图里 ^ 的位置，而不是传进来的 `tick`。
import LessonKit
import RxCore

func watchFromTheCaret(_ source: Observable<String>, at tick: Int, play: Playground) {
    play.at(6) {
        _ = source.subscribe { event in
            play.print("t=\(play.now) \(event)")
        }
    }
}
