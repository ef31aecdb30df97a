// Mistake: concat where the task asks for merge: it waits for the returns to complete before it listens to the results, so the spinner never goes off.
// 错误：该用 merge 的地方用了 concat，它要等回车的序列完成才开始听结果，所以转圈永远停不下来。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func isSearching(input: Observable<String>, results: Driver<Weather>) -> Driver<Bool> {
    Observable.concat(input.map { _ in true }, results.asObservable().map { _ in false })
        .asDriver(onErrorJustReturn: false)
}
