// Mistake: `createUnbounded()` replays every message sent so far, not only the last `count`.
// 错误：`createUnbounded()` 会重放之前的所有消息，而不只是最后 `count` 条。
import RxCore

func chatRoom(keeping count: Int) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = ReplaySubject<String>.createUnbounded()
    return (subject.asObserver(), subject.asObservable())
}
