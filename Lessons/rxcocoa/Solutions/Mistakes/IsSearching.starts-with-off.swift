// Mistake: startWith(false) added "so the spinner starts hidden": an off that no answer sent, at the subscription.
// 错误：加了 startWith(false)，“让转圈一开始是隐藏的”：订阅时多出一个 off，而那时并没有结果到来。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func isSearching(input: Observable<String>, results: Driver<Weather>) -> Driver<Bool> {
    Observable.merge(input.map { _ in true }, results.asObservable().map { _ in false })
        .startWith(false)
        .asDriver(onErrorJustReturn: false)
}
