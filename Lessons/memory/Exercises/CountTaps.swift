import Lesson_memory
import RxCore

/// Counts every tap in `counter` and shows the new count, for as long as the counter lives.
/// The subscription goes in `screenBag`, the screen's bag, which outlives the counter.
/// 只要 counter 还活着，每次点击都在 counter 里加一，并显示新的计数。
/// 订阅放进 `screenBag`，也就是界面的 bag，它比 counter 活得久。
func countTaps(_ taps: Observable<Void>, counter: TapCounter, screenBag: DisposeBag, show: @escaping (Int) -> Void) {
    // TODO: this closure holds `counter` strongly, and the bag holds the closure: the counter cannot go away.
    // TODO（中文）：这个闭包强引用着 `counter`，而 bag 又持有这个闭包，counter 就销毁不了。
    taps.subscribe(onNext: {
        counter.count += 1
        show(counter.count)
    })
    .disposed(by: screenBag)
}
