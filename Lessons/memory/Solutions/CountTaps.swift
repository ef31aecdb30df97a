import Lesson_memory
import RxCore

/// [weak counter]: the closure no longer keeps the counter alive. Once it is destroyed the
/// reference is nil and later taps are skipped; the screen's bag ends the subscription later.
/// [unowned counter] would crash at the first tap after that: the subscription outlives it.
/// [weak counter]：闭包不再让 counter 活着。counter 被销毁后引用变成 nil，之后的点击直接跳过；
/// 订阅等界面的 bag 销毁时才结束。写成 [unowned counter] 会在那之后的第一次点击时崩溃，因为订阅比它活得久。
func countTaps(_ taps: Observable<Void>, counter: TapCounter, screenBag: DisposeBag, show: @escaping (Int) -> Void) {
    taps.subscribe(onNext: { [weak counter] in
        guard let counter else { return }
        counter.count += 1
        show(counter.count)
    })
    .disposed(by: screenBag)
}
