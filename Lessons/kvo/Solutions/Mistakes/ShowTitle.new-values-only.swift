// Mistake: options: [.new] leaves out .initial, so the title the screen has now is never shown.
// 错误：options: [.new] 去掉了 .initial，界面现在的标题永远不会显示。
import Lesson_kvo
import RxCore

func showTitle(of inbox: InboxController, show: @escaping (String) -> Void) {
    inbox.rx.observe(String.self, "title", options: [.new], retainSelf: false)
        .subscribe(onNext: { title in show(title ?? "") })
        .disposed(by: inbox.disposeBag)
}
