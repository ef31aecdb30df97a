// Mistake: no distinctUntilChanged: every key of a burst says true again.
// 错误：没有用 distinctUntilChanged，一串按键里的每个键都会再说一次 true。
import RxCore

func typingIndicator(_ keystrokes: Observable<String>, scheduler: SchedulerType) -> Observable<Bool> {
    let typing = keystrokes.map { _ in true }
    let stopped = keystrokes
        .debounce(.milliseconds(300), scheduler: scheduler)
        .map { _ in false }
    return Observable.merge(typing, stopped)
        .startWith(false)
}
