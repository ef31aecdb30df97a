// Mistake: the handle kept in a global array instead of the screen's bag: it is never disposed, so taps are still shown after the screen is gone.
// 错误：把句柄存进一个全局数组，而不是放进界面的 bag。这个订阅永远不会被释放，界面销毁之后点击照样显示。
import Lesson_memory
import RxCore

var subscriptions: [Disposable] = []

func keepInTheBag(_ taps: Observable<String>, screen: Screen, show: @escaping (String) -> Void) {
    subscriptions.append(taps.subscribe(onNext: { tap in show(tap) }))
}
