import RxCocoaKit
import RxCore

/// Shows first + second + third in `total`, recomputed whenever a field changes.
/// Text that is not a whole number counts as 0. Returns the binding's Disposable.
/// 在 `total` 里显示 first + second + third，任何一个输入框变化时都重新计算。
/// 不是整数的文字算作 0。返回这个绑定的 Disposable。
func showSum(of first: TextField, _ second: TextField, _ third: TextField, in total: Label) -> Disposable {
    // TODO: combine the three fields' rx.text.orEmpty, add them up, bind the sum to total.rx.text.
    // TODO（中文）：把三个输入框的 rx.text.orEmpty 组合起来，加在一起，再把和绑定到 total.rx.text。
    Disposables.create()
}
