// Mistake: the error is caught, but the counts are still bound on the background thread: the label drops every one of them.
// 错误：错误捕获了，但结果仍然在后台线程上绑定：标签把它们全都丢掉了。
import RxCocoaKit
import RxCore

func showCount(of results: Observable<[String]>, on label: Label) -> Disposable {
    results
        .map { "\($0.count)" }
        .catchAndReturn("0")
        .bind(to: label.rx.text)
}
