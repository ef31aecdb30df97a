import RxCocoaKit
import RxCore

extension Attempt {
    /// Shows first + second + third in `total`, recomputed whenever a field changes.
    /// Text that is not a whole number counts as 0. Returns the binding's Disposable.
    static func showSum(of first: TextField, _ second: TextField, _ third: TextField, in total: Label) -> Disposable {
        // TODO: combine the three fields' rx.text.orEmpty, add them up, bind the sum to total.rx.text.
        Disposables.create()
    }
}
