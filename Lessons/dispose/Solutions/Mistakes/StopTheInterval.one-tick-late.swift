// Mistake: disposed two ticks after the last number, one tick later than the task says: the ! is in the wrong column.
// 错误：在最后一个数之后两拍才 dispose，比题目说的晚了一拍：! 画错了列。
import LessonKit
import RxCore

func stopTheInterval(_ subscription: Disposable, period: Int, count: Int, play: Playground) {
    play.at(period * count + 2) { subscription.dispose() }
}
