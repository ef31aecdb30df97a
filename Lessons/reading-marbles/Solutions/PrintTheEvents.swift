import LessonKit
import RxCore

/// Nothing happens until someone subscribes: subscribe once, and print each event (its
/// description is next(a), completed or error(...)) with the tick it arrives at.
/// 没人订阅就什么都不会发生：订阅一次，把每个事件（它的描述是 next(a)、completed 或
/// error(...)）和它到达的那一拍一起打印出来。
func printTheEvents(of sequence: Observable<String>, play: Playground) {
    _ = sequence.subscribe { event in
        play.print("t=\(play.now) \(event)")
    }
}
