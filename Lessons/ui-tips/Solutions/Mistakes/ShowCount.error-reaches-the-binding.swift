// Mistake: moved to the main thread but not caught: the server's error reaches the binding (a Binding error), and the label never shows 0.
// 错误：切到了主线程，但没有捕获错误：服务器的错误传到了绑定上（Binding error），标签永远不会显示 0。
import RxCocoaKit
import RxCore

func showCount(of results: Observable<[String]>, on label: Label) -> Disposable {
    results
        .map { "\($0.count)" }
        .observe(on: MainThread.scheduler)
        .bind(to: label.rx.text)
}
