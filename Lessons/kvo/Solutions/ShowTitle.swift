import Lesson_kvo
import RxCore

/// retainSelf: false: the sequence no longer holds the controller, so the cycle
/// controller -> bag -> subscription -> controller is gone. When the last reference goes,
/// the controller is released and its bag disposes the subscription.
/// 写成 retainSelf: false，序列就不再持有控制器，于是“控制器 -> bag -> 订阅 -> 控制器”这个循环就没了。
/// 最后一个引用消失时，控制器被销毁，它的 bag 随之 dispose 这个订阅。
func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
    inbox.rx.observe(String.self, "title", retainSelf: false)
        .subscribe(onNext: { title in show(title ?? "") })
        .disposed(by: inbox.disposeBag)
}
