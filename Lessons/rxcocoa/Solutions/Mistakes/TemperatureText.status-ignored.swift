// Mistake: the error is checked for its type but not for its status code: every LookupFailed shows "none", a 500 too.
// 错误：只检查了错误的类型，没有检查状态码：每个 LookupFailed 都显示 `"none"`，500 也一样。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func temperatureText(_ lookup: Observable<Int>) -> Driver<String> {
    lookup
        .map { "\($0)" }
        .asDriver(onErrorRecover: { error in
            if error is LookupFailed {
                return Driver.just("none")
            }
            return Driver.just("retry")
        })
}
