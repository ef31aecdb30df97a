import RxCocoaKit
import RxCore

/// The screen of the example, without UIKit: three number fields and a label for the total.
final class NumbersScreen {
    let first = TextField()
    let second = TextField()
    let third = TextField()
    let total = Label()
    let bag = DisposeBag()

    /// What a view controller does once its views exist: total = first + second + third.
    /// Text that is not a whole number counts as 0.
    func viewDidLoad() {
        Observable.combineLatest(first.rx.text.orEmpty, second.rx.text.orEmpty, third.rx.text.orEmpty) { a, b, c -> Int in
            number(a) + number(b) + number(c)
        }
        .map { $0.description }
        .bind(to: total.rx.text)
        .disposed(by: bag)
    }
}

/// A field's text as a number; anything else is 0.
func number(_ text: String) -> Int {
    Int(text) ?? 0
}

/// `"a"` with its quotes, `nil` as nil: what an optional string really holds.
func shown(_ text: String?) -> String {
    text.map { "\"\($0)\"" } ?? "nil"
}
