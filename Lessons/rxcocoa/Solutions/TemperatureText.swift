import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// asDriver(onErrorRecover:) hands the closure the error itself, so the replacement Driver can
/// depend on it: a 404 becomes "none", anything else "retry".
/// asDriver(onErrorRecover:) 把错误本身交给闭包，所以接替的 Driver 可以取决于它：
/// 404 变成 `"none"`，其他的变成 `"retry"`。
func temperatureText(_ lookup: Observable<Int>) -> Driver<String> {
    lookup
        .map { "\($0)" }
        .asDriver(onErrorRecover: { error in
            if let failed = error as? LookupFailed, failed.statusCode == 404 {
                return Driver.just("none")
            }
            return Driver.just("retry")
        })
}
