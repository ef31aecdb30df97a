import Lesson_kvo
import RxCore

/// Shows the inbox's title every time it changes, for as long as the inbox is open.
/// 只要收件箱还开着，标题每次改变都把它显示出来。
func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
    // TODO: the controller owns this subscription, and the subscription holds the controller.
    // TODO（中文）：控制器拥有这个订阅，而这个订阅又持有控制器。
    inbox.rx.observe(String.self, "title")
        .subscribe(onNext: { title in show(title ?? "") })
        .disposed(by: inbox.disposeBag)
}
