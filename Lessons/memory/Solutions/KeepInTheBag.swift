import Lesson_memory
import RxCore

/// The screen's bag owns the subscription: when the screen is destroyed, the bag goes with it,
/// and its deinit disposes everything inside.
/// 界面的 bag 拥有这次订阅：界面被销毁时 bag 也跟着销毁，它的 deinit 会释放里面的每一个订阅。
func keepInTheBag(_ taps: Observable<String>, screen: Screen, show: @escaping (String) -> Void) {
    taps.subscribe(onNext: { tap in show(tap) })
        .disposed(by: screen.disposeBag)
}
