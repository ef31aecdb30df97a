// Mistake: take(3), the count of numbers in the shown scenario, instead of ending on the signal.
// 错误：照着题目给的场景写了 take(3)，而不是在信号到来时结束。
import RxCore

func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
    ticks.take(3)
}
