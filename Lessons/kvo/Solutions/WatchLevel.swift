import Lesson_kvo
import RxCore

/// observeWeakly holds the battery weakly: it doesn't keep it alive, and when the
/// battery is released it sends nil and completes, ending the subscription by itself.
/// observeWeakly 弱引用电池：它不会让电池一直活着；电池被销毁时，它发出 nil 并发出 completed，
/// 订阅也就自己结束了。
func watchLevel(of battery: Battery) -> Observable<Int?> {
    battery.rx.observeWeakly(Int.self, "level")
}
