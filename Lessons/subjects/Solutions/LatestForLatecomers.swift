import RxCore

/// A BehaviorSubject always holds a current value (starting with `initial`) and gives it to
/// every new subscriber at once; a PublishSubject holds nothing.
/// BehaviorSubject 总有一个当前值（从 `initial` 开始），每个新订阅者一来就拿到它；
/// PublishSubject 什么都不保存。
func latestForLatecomers(initial: String) -> (input: AnyObserver<String>, output: Observable<String>) {
    let subject = BehaviorSubject(value: initial)
    return (subject.asObserver(), subject.asObservable())
}
