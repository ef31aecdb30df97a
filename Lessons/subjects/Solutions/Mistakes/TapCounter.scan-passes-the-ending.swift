// Mistake: `scan` + `startWith(0)` counts the taps but passes their completion or error on, so the count stops.
// 错误：用 `scan` 加 `startWith(0)` 数了点击，可也把点击的 completed 或 error 传了下去，计数就此结束。
import RxCore

func tapCounter(_ taps: Observable<String>) -> Observable<Int> {
    taps.scan(0) { count, _ in count + 1 }.startWith(0)
}
