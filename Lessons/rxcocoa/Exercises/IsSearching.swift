import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// true when a search starts (input sends), false when its result arrives (results sends).
/// 搜索开始时（input 发出元素）为 true，结果到达时（results 发出元素）为 false。
func isSearching(input: Observable<String>, results: Driver<Weather>) -> Driver<Bool> {
    // TODO: it starts spinning but never stops: bring in results as false.
    // TODO（中文）：它开始转了，却永远停不下来：把 results 作为 false 合并进来。
    input.map { _ in true }
        .asDriver(onErrorJustReturn: false)
}
