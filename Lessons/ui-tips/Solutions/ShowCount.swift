import RxCocoaKit
import RxCore

/// asDriver(onErrorJustReturn:) does both jobs at the UI edge: it delivers on the main thread
/// and turns the server's error into "0"; drive binds the Driver to the label.
/// asDriver(onErrorJustReturn:) 在界面边上把两件事都做了：在主线程上发出元素，并把服务器的错误
/// 变成 `"0"`；drive 把这个 Driver 绑定到标签上。
func showCount(of results: Observable<[String]>, on label: Label) -> Disposable {
    results
        .map { "\($0.count)" }
        .asDriver(onErrorJustReturn: "0")
        .drive(label.rx.text)
}
