// Mistake: the connection is not kept, so stop cannot dispose it and the source runs on into the next session.
// 错误：没有留住连接，stop 没法 dispose 它，源序列一直跑进下一场。
import Lesson_connectable
import RxCore

func broadcast(_ source: Observable<Int>) -> Broadcast {
    let live = source.replay(1)
    return Broadcast(
        output: live.asObservable(),
        start: { _ = live.connect() },
        stop: {}
    )
}
