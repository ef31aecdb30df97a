// Mistake: a BehaviorSubject subscribed to the taps as an observer takes their completion or error too, and ends.
// 错误：把 BehaviorSubject 当作观察者直接订阅点击，它也收到了点击的 completed 或 error，跟着结束了。
import RxCore

func tapCounter(_ taps: Observable<String>) -> Observable<Int> {
    let count = BehaviorSubject(value: 0)
    var total = 0
    _ = taps.map { _ -> Int in total += 1; return total }.subscribe(count)
    return count.asObservable()
}
