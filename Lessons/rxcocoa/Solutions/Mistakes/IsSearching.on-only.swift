// Mistake: only the returns mapped to true; the results are never used, so the spinner never goes off.
// 错误：只把回车映射成了 true；结果根本没用上，所以转圈永远停不下来。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func isSearching(input: Observable<String>, results: Driver<Weather>) -> Driver<Bool> {
    input.map { _ in true }
        .asDriver(onErrorJustReturn: false)
}
