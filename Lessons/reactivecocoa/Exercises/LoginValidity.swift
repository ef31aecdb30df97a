import Lesson_reactivecocoa

/// The login button's validity: true when both fields are non-empty, sent only when it changes.
/// 登录按钮是否可用：两个字段都非空时为 true，只在它真正改变时才发送。
func loginValidity(username: RACSignal<String>, password: RACSignal<String>) -> RACSignal<Bool> {
    // TODO: the reduce block must look at both fields, and repeated values must be dropped.
    // TODO（中文）：reduce 的 block 必须同时检查两个字段，并且要去掉重复的值。
    return RACSignal.combineLatest(username, password) { username, _ in
        !username.isEmpty
    }
}
