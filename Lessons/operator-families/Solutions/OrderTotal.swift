import RxCore

/// combineLatest waits until each input has a value, then emits again whenever either
/// changes, with the latest value of both. (zip would pair them in order instead: the
/// first price with the first quantity, whatever changed since.)
/// combineLatest 等两个输入都有值之后，任何一个变化都会用两者最新的值再发出一次。
/// （zip 则按顺序配对：第一个价格配第一个数量，不管之后谁变了。）
func orderTotal(_ price: Observable<Int>, _ quantity: Observable<Int>) -> Observable<Int> {
    Observable.combineLatest(price, quantity) { price, quantity in price * quantity }
}
