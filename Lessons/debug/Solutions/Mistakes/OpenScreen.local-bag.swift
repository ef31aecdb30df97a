// Mistake: a new local DisposeBag instead of the screen's: it goes away when the function returns, and the numbers stop at once.
// 错误：新建了一个局部的 DisposeBag，而不是用界面的：函数一返回它就没了，数字立刻就停了。
import RxCore

func openScreen(_ ticks: Observable<Int>, bag: DisposeBag, show: @escaping (Int) -> Void) {
    let bag = DisposeBag()
    ticks.subscribe(onNext: show).disposed(by: bag)
}
