import RxCocoaKit
import RxCore

extension Solution {
    /// merge interleaves the two in the order they happen: true when return is pressed,
    /// false when the (shared) results Driver delivers the answer.
    static func isSearching(input: Observable<String>, results: Driver<Weather>) -> Driver<Bool> {
        Observable.merge(input.map { _ in true }, results.asObservable().map { _ in false })
            .asDriver(onErrorJustReturn: false)
    }
}
