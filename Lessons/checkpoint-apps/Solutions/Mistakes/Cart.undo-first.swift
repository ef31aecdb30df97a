// Mistake: undo takes out the first item instead of the last one added.
// 错误：撤销拿掉的是第一件商品，而不是最后加入的那件。
import RxCocoaKit
import RxCore

func cart(adds: Observable<String>, undos: Observable<Void>) -> (items: Driver<[String]>, canCheckout: Driver<Bool>) {
    let added = adds.map { item in { (list: [String]) in list + [item] } }
    let undone = undos.map { _ in { (list: [String]) in Array(list.dropFirst()) } }
    let items = Observable.merge(added, undone)
        .scan([String]()) { list, edit in edit(list) }
        .startWith([])
        .asDriver(onErrorJustReturn: [])
    let canCheckout = items
        .map { !$0.isEmpty }
        .distinctUntilChanged()
    return (items, canCheckout)
}
