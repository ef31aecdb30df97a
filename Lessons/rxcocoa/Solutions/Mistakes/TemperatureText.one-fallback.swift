// Mistake: onErrorDriveWith: takes one Driver prepared in advance, whatever the error: every failure shows "retry", a 404 too.
// 错误：onErrorDriveWith: 接收的是事先准备好的一个 Driver，不管是什么错误：所有失败都显示 `"retry"`，404 也一样。
import Lesson_rxcocoa
import RxCocoaKit
import RxCore

func temperatureText(_ lookup: Observable<Int>) -> Driver<String> {
    lookup
        .map { "\($0)" }
        .asDriver(onErrorDriveWith: Driver.just("retry"))
}
