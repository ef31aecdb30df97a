import RxCocoaKit
import RxCore

/// Each button becomes an edit of the list (a function from the old list to the new one);
/// merge puts the edits in the order they happen, scan applies them one after another,
/// startWith shows the empty cart first, and asDriver hands it to the screen. The button is
/// the list mapped to "not empty", without repeats.
/// 每个按钮都变成对列表的一次修改（一个把旧列表变成新列表的函数）；merge 按发生的顺序排好这些修改，
/// scan 依次应用它们，startWith 先显示空的购物车，asDriver 把它交给界面。
/// 按钮就是把列表映射成“非空”，再去掉重复。
func cart(adds: Observable<String>, undos: Observable<Void>) -> (items: Driver<[String]>, canCheckout: Driver<Bool>) {
    let added = adds.map { item in { (list: [String]) in list + [item] } }
    let undone = undos.map { _ in { (list: [String]) in Array(list.dropLast()) } }
    let items = Observable.merge(added, undone)
        .scan([String]()) { list, edit in edit(list) }
        .startWith([])
        .asDriver(onErrorJustReturn: [])
    let canCheckout = items
        .map { !$0.isEmpty }
        .distinctUntilChanged()
    return (items, canCheckout)
}
