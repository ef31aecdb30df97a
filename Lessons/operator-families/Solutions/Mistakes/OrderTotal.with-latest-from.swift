// Mistake: withLatestFrom emits only when the price changes, not when the quantity does.
// 错误：withLatestFrom 只在价格变化时发出，数量变化时不发。
import RxCore

func orderTotal(_ price: Observable<Int>, _ quantity: Observable<Int>) -> Observable<Int> {
    price.withLatestFrom(quantity) { price, quantity in price * quantity }
}
