import RxCore

/// Whenever the price or the quantity changes, emit price × quantity (once both are known).
/// 价格或数量一变，就发出 价格 × 数量（两者都有值之后）。
func orderTotal(_ price: Observable<Int>, _ quantity: Observable<Int>) -> Observable<Int> {
    // TODO: combine the latest value of each input into their product.
    // TODO（中文）：把两个输入各自最新的值合成它们的乘积。
    price
}
