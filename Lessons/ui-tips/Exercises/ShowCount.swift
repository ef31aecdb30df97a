import RxCocoaKit
import RxCore

/// Show how many results each search found on `label` (as "4"). The results come straight off
/// the network: on a background thread, and a server error arrives as an error.
/// 在 `label` 上显示每次搜索找到了几个结果（比如 `"4"`）。结果直接来自网络：在后台线程上到达，
/// 服务器出错时到达的是一个错误。
func showCount(of results: Observable<[String]>, on label: Label) -> Disposable {
    // TODO: the label may only be written on the main thread, and an error must never reach
    // a binding. Right now both go wrong.
    // TODO（中文）：标签只能在主线程上写，错误也绝不能传到绑定上。现在这两条都没做到。
    results
        .map { "\($0.count)" }
        .bind(to: label.rx.text)
}
