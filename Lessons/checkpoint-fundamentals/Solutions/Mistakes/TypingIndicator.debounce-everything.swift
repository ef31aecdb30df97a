// Mistake: debounce on the merged indicator: true waits for the pause too, and comes 3 ticks late, just before false.
// 错误：debounce 放在合并之后，true 也要等输入停顿，晚了 3 拍，紧接着就是 false。
import RxCore

func typingIndicator(_ keystrokes: Observable<String>, scheduler: SchedulerType) -> Observable<Bool> {
    Observable.merge(keystrokes.map { _ in true }, keystrokes.map { _ in false })
        .debounce(.milliseconds(300), scheduler: scheduler)
        .startWith(false)
        .distinctUntilChanged()
}
