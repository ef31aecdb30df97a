// Mistake: multicast with one ReplaySubject keeps it for every session, so the next session's first watcher gets a stale value.
// 错误：multicast 只用一个 ReplaySubject，它跨场保留，下一场的第一个观看者会拿到上一场的旧值。
import Lesson_connectable
import RxCore

func broadcast(_ source: Observable<Int>) -> Broadcast {
    let live = source.multicast(ReplaySubject<Int>.create(bufferSize: 1))
    var connection: Disposable?
    return Broadcast(
        output: live.asObservable(),
        start: { connection = live.connect() },
        stop: { connection?.dispose() }
    )
}
