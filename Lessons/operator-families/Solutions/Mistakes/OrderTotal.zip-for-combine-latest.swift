// Mistake: zip where the task asks for combineLatest: it pairs the values in order instead of using the latest of both.
// 错误：该用 combineLatest 的地方用了 zip，它按顺序配对，而不是用两者最新的值。
import RxCore

func orderTotal(_ price: Observable<Int>, _ quantity: Observable<Int>) -> Observable<Int> {
    Observable.zip(price, quantity) { price, quantity in price * quantity }
}
