// Mistake: the three texts joined before they are read as a number: "4" and "5" make 45, and one letter makes the whole sum 0.
// 错误：先把三段文字拼起来再当数字读：“4”和“5”成了 45，只要有一个字母整个和就成了 0。
import RxCocoaKit
import RxCore

func showSum(of first: TextField, _ second: TextField, _ third: TextField, in total: Label) -> Disposable {
    Observable.combineLatest(first.rx.text.orEmpty, second.rx.text.orEmpty, third.rx.text.orEmpty) { a, b, c in
        Int(a + b + c) ?? 0
    }
    .map { $0.description }
    .bind(to: total.rx.text)
}
