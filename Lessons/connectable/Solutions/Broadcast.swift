import Lesson_connectable
import RxCore

/// replay(1) is multicast(makeSubject:) with a ReplaySubject of one value: each connect()
/// makes a new subject, so a late watcher gets the latest value of its own session and the
/// next session starts empty. start keeps the connection; stop disposes it, which stops the
/// source.
/// replay(1) 就是用只存一个值的 ReplaySubject 做的 multicast(makeSubject:)：每次 connect()
/// 都新建一个 subject，所以晚来的观看者拿到的是本场最近的值，下一场从空的 subject 开始。
/// start 留住这次连接，stop 把它 dispose，源序列随之停下。
func broadcast(_ source: Observable<Int>) -> Broadcast {
    let live = source.replay(1)
    var connection: Disposable?
    return Broadcast(
        output: live.asObservable(),
        start: { connection = live.connect() },
        stop: {
            connection?.dispose()
            connection = nil
        }
    )
}
