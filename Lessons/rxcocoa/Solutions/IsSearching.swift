import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// merge interleaves the two in the order they happen: true when return is pressed,
/// false when the (shared) results Driver delivers the answer.
/// merge 按事件发生的先后把两者交错在一起：按下回车时是 true，
/// （共享的）results Driver 送来结果时是 false。
func isSearching(input: Observable<String>, results: Driver<Weather>) -> Driver<Bool> {
    Observable.merge(input.map { _ in true }, results.asObservable().map { _ in false })
        .asDriver(onErrorJustReturn: false)
}
