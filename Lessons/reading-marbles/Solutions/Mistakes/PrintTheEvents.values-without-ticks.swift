// Mistake: each event printed without the tick it arrives at, as if a diagram were only its values.
// 错误：打印每个事件时没有带上它到达的那一拍，好像弹珠图只有值一样。
import LessonKit
import RxCore

func printTheEvents(of sequence: Observable<String>, play: Playground) {
    _ = sequence.subscribe { event in
        play.print("\(event)")
    }
}
