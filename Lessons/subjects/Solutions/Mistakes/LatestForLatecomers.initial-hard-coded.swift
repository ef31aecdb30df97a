// Mistake: BehaviorSubject(value: "0"), the shown run's starting value, instead of `initial`.
// 错误：写成了 BehaviorSubject(value:“0”)，也就是题目给的场景里的初始值，而不是 `initial`。
import RxCore

func latestForLatecomers(initial: String) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = BehaviorSubject(value: "0")
    return (subject.asObserver(), subject.asObservable())
}
