// Mistake: dispose() called right after subscribing, so the screen shows nothing at all.
// 错误：一订阅就马上调用了 dispose()，界面什么都显示不出来。
import RxCore

func openScreen(_ ticks: Observable<Int>, bag: DisposeBag, show: @escaping (Int) -> Void) {
    ticks.subscribe(onNext: show).dispose()
}
