// Mistake: skip(until:) where the task asks for take(until:): it drops the numbers before the signal and keeps the rest.
// 错误：该用 take(until:) 的地方用了 skip(until:)，它丢掉信号之前的数，留下之后的。
import RxCore

func endOnSignal(_ ticks: Observable<Int>, stop: Observable<Void>) -> Observable<Int> {
    ticks.skip(until: stop)
}
