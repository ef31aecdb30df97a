// Mistake: a DisposeBag of the function's own, destroyed when the function returns, so the subscription is disposed at once and no tap is shown.
// 错误：用了函数自己的 DisposeBag，函数一返回它就被销毁，订阅当场被释放，一次点击也显示不出来。
import Lesson_memory
import RxCore

func keepInTheBag(_ taps: Observable<String>, screen: Screen, show: @escaping (String) -> Void) {
    let disposeBag = DisposeBag()
    taps.subscribe(onNext: { tap in show(tap) })
        .disposed(by: disposeBag)
}
