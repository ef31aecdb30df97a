import RxCocoaKit
import RxCore

extension Solution {
    /// combineLatest recomputes from the latest text of all three fields whenever one of
    /// them changes; each rx.text sends its current text on subscription, so the first
    /// total ("0") is there at once. bind(to:) writes each total into the label's Binder.
    static func showSum(of first: TextField, _ second: TextField, _ third: TextField, in total: Label) -> Disposable {
        Observable.combineLatest(first.rx.text.orEmpty, second.rx.text.orEmpty, third.rx.text.orEmpty) { a, b, c in
            (Int(a) ?? 0) + (Int(b) ?? 0) + (Int(c) ?? 0)
        }
        .map { $0.description }
        .bind(to: total.rx.text)
    }
}
