// Mistake: retainSelf: false, but the subscription thrown away with `_ =` instead of put in the controller's bag, so it outlives the screen.
// 错误：用了 retainSelf: false，却用 `_ =` 把订阅扔掉，没有放进控制器的 bag，它比界面活得更久。
import Lesson_kvo
import RxCore

func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
    _ = inbox.rx.observe(String.self, "title", retainSelf: false)
        .subscribe(onNext: { title in show(title ?? "") })
}
