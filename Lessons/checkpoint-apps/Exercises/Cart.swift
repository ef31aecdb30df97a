import RxCocoaKit
import RxCore

/// A shopping cart screen: `adds` sends an item the user adds, `undos` a tap on undo, which
/// takes the last item out. `items` is the list the screen shows (empty at first) and
/// `canCheckout` the checkout button: on while the cart holds something, sending only changes.
/// 购物车界面：`adds` 发出用户加入的商品，`undos` 是点了一下撤销，撤销会拿掉最后一件。
/// `items` 是界面显示的列表（一开始是空的），`canCheckout` 是结账按钮：购物车里有东西时为 on，
/// 只发出变化。
func cart(adds: Observable<String>, undos: Observable<Void>) -> (items: Driver<[String]>, canCheckout: Driver<Bool>) {
    // TODO: the stub shows only the latest item, ignores undo, and has no first value.
    // TODO（中文）：初始代码只显示最近加入的一件，不理会撤销，也没有最初的值。
    let items = adds
        .map { [$0] }
        .asDriver(onErrorJustReturn: [])
    return (items, items.map { !$0.isEmpty })
}
