import Lesson_memory
import RxCore

/// Shows every tap while `screen` is open; once the screen is gone, nothing more.
/// 界面开着时显示每一次点击；界面销毁之后，什么都不再显示。
func keepInTheBag(_ taps: Observable<String>, screen: Screen, show: @escaping (String) -> Void) {
    // TODO: `_ =` throws the subscription's handle away: nobody can end it, so it outlives the screen.
    // TODO（中文）：`_ =` 把这次订阅的句柄扔掉了，谁也结束不了它，于是它比界面活得更久。
    _ = taps.subscribe(onNext: { tap in show(tap) })
}
