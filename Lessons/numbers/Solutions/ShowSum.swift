import RxCocoaKit
import RxCore

/// combineLatest recomputes from the latest text of all three fields whenever one of
/// them changes; each rx.text sends its current text on subscription, so the first
/// total ("0") is there at once. bind(to:) writes each total into the label's Binder.
/// 任何一个输入框变化时，combineLatest 都用三个输入框的最新文字重新计算；每个 rx.text
/// 在被订阅时先发出当前的文字，所以第一个和（`"0"`）立刻就有了。bind(to:) 把每个和写进标签的 Binder。
func showSum(of first: TextField, _ second: TextField, _ third: TextField, in total: Label) -> Disposable {
    Observable.combineLatest(first.rx.text.orEmpty, second.rx.text.orEmpty, third.rx.text.orEmpty) { a, b, c in
        (Int(a) ?? 0) + (Int(b) ?? 0) + (Int(c) ?? 0)
    }
    .map { $0.description }
    .bind(to: total.rx.text)
}
