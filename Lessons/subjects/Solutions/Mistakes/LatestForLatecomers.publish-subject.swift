// Mistake: a PublishSubject holds nothing, so the late subscriber gets no current value at once.
// 错误：PublishSubject 什么都不保存，晚来的订阅者一来拿不到当前值。
import RxCore

func latestForLatecomers(initial: String) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = PublishSubject<String>()
    return (subject.asObserver(), subject.asObservable())
}
