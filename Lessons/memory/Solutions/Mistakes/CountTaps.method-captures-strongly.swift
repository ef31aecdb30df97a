// Mistake: a local function passed as onNext: no closure shows `counter`, yet the function captures it strongly, so the screen's bag still keeps the counter alive and it goes on counting after it was dropped.
// 错误：把一个局部函数直接传给了 onNext。看不到闭包捕获 `counter`，但这个函数强引用着它，于是界面的 bag 仍然让 counter 活着，丢掉之后照样计数。
import Lesson_memory
import RxCore

func countTaps(_ taps: Observable<Void>, counter: TapCounter, screenBag: DisposeBag, show: @escaping (Int) -> Void) {
    func add() {
        counter.count += 1
        show(counter.count)
    }
    taps.subscribe(onNext: add)
        .disposed(by: screenBag)
}
