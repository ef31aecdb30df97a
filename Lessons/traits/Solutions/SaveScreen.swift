import RxCocoaKit
import RxCore

/// count is state, so a Driver: one shared count, and a screen that opens late gets the latest
/// value at once. toast is an event, so a Signal: shared too, but it replays nothing, so a late
/// screen sees only the toasts that come after it opened.
/// count 是状态，所以用 Driver：大家共享一个计数，晚打开的界面立刻拿到最近的值。toast 是事件，所以用 Signal：
/// 同样共享，但什么都不重放，晚打开的界面只看到它打开之后的 toast。
func saveScreen(_ saves: Observable<Bool>) -> (count: Observable<String>, toast: Observable<String>) {
    let count = saves
        .filter { $0 }
        .scan(0) { total, _ in total + 1 }
        .map { "\($0)" }
        .asDriver(onErrorJustReturn: "0")
    let toast = saves
        .filter { !$0 }
        .map { _ in "err" }
        .asSignal(onErrorJustReturn: "err")
    return (count.asObservable(), toast.asObservable())
}
