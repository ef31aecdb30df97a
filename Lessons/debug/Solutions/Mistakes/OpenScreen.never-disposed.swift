// Mistake: the subscription's disposable thrown away with `_ =`, so it outlives the screen and leaks.
// 错误：用 `_ =` 把订阅的 disposable 扔掉了，它比界面活得更久，泄漏了。
import RxCore

func openScreen(_ ticks: Observable<Int>, bag: DisposeBag, show: @escaping (Int) -> Void) {
    _ = ticks.subscribe(onNext: show)
}
