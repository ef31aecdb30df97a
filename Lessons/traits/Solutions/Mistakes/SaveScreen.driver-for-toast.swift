// Mistake: a Driver for the toast as well: the screen that opens late gets the last toast
// replayed at once, an error message about a save that failed before it was there.
// 错误：toast 也用了 Driver，晚打开的界面一打开就收到重放的上一个 toast，
// 那是它出现之前就已经失败的一次保存。
import RxCocoaKit
import RxCore

func saveScreen(_ saves: Observable<Bool>) -> (count: Observable<String>, toast: Observable<String>) {
    let count = saves
        .filter { $0 }
        .scan(0) { total, _ in total + 1 }
        .map { "\($0)" }
        .asDriver(onErrorJustReturn: "0")
    let toast = saves
        .filter { !$0 }
        .map { _ in "err" }
        .asDriver(onErrorJustReturn: "err")
    return (count.asObservable(), toast.asObservable())
}
