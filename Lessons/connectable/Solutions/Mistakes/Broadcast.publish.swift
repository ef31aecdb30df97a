// Mistake: publish() replays nothing, so a watcher who joins late waits for the next value.
// 错误：publish() 不重放，中途加入的观看者只能等下一个值。
import Lesson_connectable
import RxCore

func broadcast(_ source: Observable<Int>) -> Broadcast {
    let live = source.publish()
    var connection: Disposable?
    return Broadcast(
        output: live.asObservable(),
        start: { connection = live.connect() },
        stop: { connection?.dispose() }
    )
}
