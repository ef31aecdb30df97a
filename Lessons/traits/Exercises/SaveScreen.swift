import RxCocoaKit
import RxCore

/// A screen with a save button. saves is each save's outcome (true: saved, false: failed).
/// count is state: how many saves succeeded so far. toast is an event: "err" for each failed
/// save. A second screen may open later: it must show the count at once, but never a toast
/// from before it opened.
/// 一个带保存按钮的界面。saves 是每次保存的结果（true 成功，false 失败）。count 是状态：到目前为止成功保存了几次。
/// toast 是事件：每次保存失败时发出“err”。之后可能再打开第二个界面：它要立刻显示次数，
/// 但绝不能显示它打开之前的 toast。
func saveScreen(_ saves: Observable<Bool>) -> (count: Observable<String>, toast: Observable<String>) {
    // TODO: each subscriber of these plain Observables starts its own count from 0. Make count
    // a Driver and toast a Signal, and hand them on with asObservable().
    // TODO（中文）：这两个普通的 Observable，每个订阅者都从 0 开始各数各的。把 count 做成 Driver，
    // toast 做成 Signal，再用 asObservable() 交出去。
    let count = saves
        .filter { $0 }
        .scan(0) { total, _ in total + 1 }
        .map { "\($0)" }
    let toast = saves
        .filter { !$0 }
        .map { _ in "err" }
    return (count, toast)
}
