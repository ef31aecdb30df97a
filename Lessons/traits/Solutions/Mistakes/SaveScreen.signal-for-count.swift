// Mistake: Driver and Signal swapped: the count is a Signal, so the screen that opens late
// shows no count until the next successful save, and the toast, a Driver, is replayed to it.
// 错误：Driver 和 Signal 用反了：count 成了 Signal，晚打开的界面要等到下一次成功保存才显示次数；
// toast 成了 Driver，上一个 toast 又被重放给它。
import RxCocoaKit
import RxCore

func saveScreen(_ saves: Observable<Bool>) -> (count: Observable<String>, toast: Observable<String>) {
    let count = saves
        .filter { $0 }
        .scan(0) { total, _ in total + 1 }
        .map { "\($0)" }
        .asSignal(onErrorJustReturn: "0")
    let toast = saves
        .filter { !$0 }
        .map { _ in "err" }
        .asDriver(onErrorJustReturn: "err")
    return (count.asObservable(), toast.asObservable())
}
