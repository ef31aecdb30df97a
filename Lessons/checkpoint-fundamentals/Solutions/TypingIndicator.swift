import RxCore

/// Two sequences from the same keys: every key means typing, and debounce's key, 3 ticks after
/// the last one, means stopped. merge interleaves them, startWith gives the first false, and
/// distinctUntilChanged keeps only the changes.
/// 同一串按键得到两个序列：每个键都表示正在输入；debounce 在最后一个键之后 3 拍发出的键表示停下了。
/// merge 把它们交织在一起，startWith 给出最初的 false，distinctUntilChanged 只留下变化。
func typingIndicator(_ keystrokes: Observable<String>, scheduler: SchedulerType) -> Observable<Bool> {
    let typing = keystrokes.map { _ in true }
    let stopped = keystrokes
        .debounce(.milliseconds(300), scheduler: scheduler)
        .map { _ in false }
    return Observable.merge(typing, stopped)
        .startWith(false)
        .distinctUntilChanged()
}
