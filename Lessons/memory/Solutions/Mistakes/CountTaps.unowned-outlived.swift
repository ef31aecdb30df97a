// Mistake: [unowned counter] while the subscription lives in the screen's bag, which outlives the counter: the first tap after the counter is destroyed reads a dead reference and the program crashes.
// 错误：订阅放在比 counter 活得久的界面 bag 里，却写了 [unowned counter]：counter 销毁后的第一次点击读到一个失效的引用，程序崩溃。
import Lesson_memory
import RxCore

func countTaps(_ taps: Observable<Void>, counter: TapCounter, screenBag: DisposeBag, show: @escaping (Int) -> Void) {
    taps.subscribe(onNext: { [unowned counter] in
        counter.count += 1
        show(counter.count)
    })
    .disposed(by: screenBag)
}
