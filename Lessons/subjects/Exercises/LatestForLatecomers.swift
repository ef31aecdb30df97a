import RxCore

/// A setting starts as `initial`; new values are sent into `input` at any time. Whoever
/// subscribes to `output`, early or late, must get the value current at that moment at
/// once, then every later value.
/// 一项设置的初值是 `initial`，新值随时会送进 `input`。不管谁、什么时候订阅 `output`，
/// 都要立刻拿到那一刻的当前值，然后是之后的每个新值。
func latestForLatecomers(initial: String) -> (input: AnyObserver<String>, output: Observable<String>) {
    // TODO: pick the subject that hands a new subscriber the current value.
    // TODO（中文）：换一个会把当前值交给新订阅者的 subject。
    // Right now a late subscriber waits for the next value, and `initial` is lost.
    // 现在晚来的订阅者要等下一个新值，`initial` 也丢了。
    let subject = PublishSubject<String>()
    return (subject.asObserver(), subject.asObservable())
}
