import RxCore

/// Load a screen's numbers: subscribe to `read` on `background`, run `parse` on `background`
/// too, and deliver the parsed numbers on `ui`.
/// 加载一个界面的数字：在 `background` 上订阅 `read`，`parse` 也在 `background` 上执行，解析出的数字在 `ui` 上送达。
func loadScreen(_ read: Observable<String>, parse: @escaping (String) -> Int,
                background: ImmediateSchedulerType, ui: ImmediateSchedulerType) -> Observable<Int> {
    // TODO: everything runs on the caller's thread now. Put each step where the task says.
    // TODO（中文）：现在每一步都在调用方的线程上执行。把每一步放到题目要求的地方。
    return read.map(parse)
}
