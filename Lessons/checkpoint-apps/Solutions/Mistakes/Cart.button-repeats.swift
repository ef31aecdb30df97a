// Mistake: the button is not filtered for changes: every add to a cart that already holds something says on again.
// 错误：按钮没有只留下变化，购物车里已经有东西时，每加一件都会再说一次 on。
import RxCocoaKit
import RxCore

func cart(adds: Observable<String>, undos: Observable<Void>) -> (items: Driver<[String]>, canCheckout: Driver<Bool>) {
    let added = adds.map { item in { (list: [String]) in list + [item] } }
    let undone = undos.map { _ in { (list: [String]) in Array(list.dropLast()) } }
    let items = Observable.merge(added, undone)
        .scan([String]()) { list, edit in edit(list) }
        .startWith([])
        .asDriver(onErrorJustReturn: [])
    return (items, items.map { !$0.isEmpty })
}
