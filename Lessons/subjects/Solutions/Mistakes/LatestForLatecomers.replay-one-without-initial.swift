// Mistake: ReplaySubject(bufferSize: 1) replays the latest update but has no `initial`, so a subscriber before the first update gets nothing.
// 错误：ReplaySubject(bufferSize: 1) 会重放最近的一次更新，却没有 `initial`，在第一次更新之前订阅的订阅者什么都拿不到。
import RxCore

func latestForLatecomers(initial: String) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = ReplaySubject<String>.create(bufferSize: 1)
    return (subject.asObserver(), subject.asObservable())
}
