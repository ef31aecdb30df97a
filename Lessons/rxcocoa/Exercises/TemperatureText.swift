import Lesson_rxcocoa
import RxCocoaKit
import RxCore

/// The temperature label's text: each temperature as a number ("12"). When the lookup fails
/// (a `LookupFailed` with the server's status code), show "none" for a 404 (no such city) and
/// "retry" for any other failure.
/// 温度标签的文字：每个温度显示成数字（`"12"`）。查询失败时（一个带着服务器状态码的 `LookupFailed`），
/// 404（没有这个城市）显示 `"none"`，其他失败显示 `"retry"`。
func temperatureText(_ lookup: Observable<Int>) -> Driver<String> {
    // TODO: the stub shows "none" whatever the error was.
    // TODO（中文）：初始代码不管是什么错误都显示 `"none"`。
    lookup
        .map { "\($0)" }
        .asDriver(onErrorJustReturn: "none")
}
