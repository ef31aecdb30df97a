import Lesson_reactivecocoa

/// A screen's three request commands, and the view model's `errors` subject that the base
/// view controller handles. Every error of every command must reach `errors`, as a value.
/// 一个界面的三个请求 command，以及视图模型的 `errors` subject，由基类视图控制器统一处理。
/// 每个 command 的每个错误都要作为值到达 `errors`。
func oneErrorHandler(_ commands: [RACCommand<Void, String>], errors: RACSubject<Error>) -> RACDisposable {
    // TODO: right now no error reaches the handler. Return the subscription you make: the
    // screen disposes it when it closes.
    // TODO（中文）：现在没有一个错误到达处理者。返回你建立的订阅：界面关闭时会释放它。
    return RACDisposable()
}
