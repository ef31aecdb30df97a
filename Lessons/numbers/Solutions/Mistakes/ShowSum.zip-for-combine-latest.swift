// Mistake: zip where the task asks for combineLatest: it waits for a new text from every field before it adds them up again.
// 错误：该用 combineLatest 的地方用了 zip，它要等三个输入框都有了新的文字才再加一次。
import RxCocoaKit
import RxCore

func showSum(of first: TextField, _ second: TextField, _ third: TextField, in total: Label) -> Disposable {
    Observable.zip(first.rx.text.orEmpty, second.rx.text.orEmpty, third.rx.text.orEmpty) { a, b, c in
        (Int(a) ?? 0) + (Int(b) ?? 0) + (Int(c) ?? 0)
    }
    .map { $0.description }
    .bind(to: total.rx.text)
}
